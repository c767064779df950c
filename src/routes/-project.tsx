/**
 * The active project for pages of this area: the `project` query value, else the first known project
 * (spec 000 §2). The shell's project store replaces this at merge; pages only receive a `projectId`.
 */
import { Alert, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { projectsQuery } from '../features/projects/api/projects.ts';

export function WithProject({ children }: { children: (projectId: string) => ReactNode }) {
  const search = useSearch({ strict: false }) as { project?: string };
  const list = useQuery({ ...projectsQuery, enabled: !search.project });
  if (search.project) return <>{children(search.project)}</>;
  if (list.isPending) return <Skeleton h={200} />;
  const first = list.data?.[0]?.id;
  if (!first) return <Alert color="gray">Project not found. You are not a member of any project yet.</Alert>;
  return <>{children(first)}</>;
}
