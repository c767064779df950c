/** Display names of project members (for messages, mentions and member lists). */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { peopleQuery } from '../api/chat.ts';

export interface Person {
  id: string;
  name: string;
  email: string;
}

export const nameOf = (u: { firstName?: string | null; lastName?: string | null; email: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ').trim() || u.email;

export function usePeople(project: string | null) {
  const q = useQuery({ ...peopleQuery(project ?? ''), enabled: !!project });
  return useMemo(() => {
    const list: Person[] = (q.data ?? []).map((u) => ({ id: u.id, name: nameOf(u), email: u.email }));
    return { list, names: new Map(list.map((p) => [p.id, p.name])) as ReadonlyMap<string, string> };
  }, [q.data]);
}

export const initials = (name: string) =>
  name
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
