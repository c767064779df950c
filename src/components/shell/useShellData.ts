/** Everything the shell renders from: user, platform, projects, the active project, organisations. */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { currentUserQuery } from '../../lib/auth/user.ts';
import { platformQuery } from '../../lib/platform/platform.ts';
import { activeProjectIdAtom } from '../../lib/projects/active-project.ts';
import { organisationsQuery, projectQuery, projectsQuery } from '../../lib/projects/projects.ts';

export function useShellData() {
  // Read from the cache only: the root guard loads the user on routes that need one (public pages never ask).
  const user = useQuery({ ...currentUserQuery, enabled: false }).data ?? null;
  const platform = useQuery(platformQuery).data ?? null;
  const projects = useQuery({ ...projectsQuery, enabled: !!user }).data ?? [];
  const organisations = useQuery({ ...organisationsQuery, enabled: !!user }).data ?? [];
  const activeId = useAtomValue(activeProjectIdAtom);
  // A project fetched by the routing rules because it was missing from the list.
  const fetched = useQuery({ ...projectQuery(activeId ?? '-'), enabled: false }).data;
  const project = (activeId && (projects.find((p) => p.id === activeId) ?? (fetched?.id === activeId ? fetched : null))) || null;
  return { user, platform, projects, organisations, project };
}
