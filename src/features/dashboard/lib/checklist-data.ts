/**
 * What the first-run checklist detects on the server: an invite sent (or a second member) in the active
 * project, and modules installed in it. Read-only, one small page each.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { projectKey } from '../../../lib/query/client.ts';

const base = (projectId: string) => `/v1/projects/${encodeURIComponent(projectId)}`;

export const invitedSomeoneQuery = (projectId: string) =>
  queryOptions({
    queryKey: [...projectKey(projectId), 'first-run', 'invited'],
    queryFn: async () => {
      const [invites, members] = await Promise.all([
        api<{ invites: unknown[] }>(`${base(projectId)}/invites`, { query: { pageSize: 1 } }),
        api<{ users: unknown[] }>(`${base(projectId)}/users`, { query: { pageSize: 2 } }),
      ]);
      return invites.invites.length > 0 || members.users.length > 1;
    },
    staleTime: 10_000,
  });

export const hasModulesQuery = (projectId: string) =>
  queryOptions({
    // Under the project's `integrations` key: installing from the marketplace invalidates it.
    queryKey: [...projectKey(projectId), 'integrations', 'first-run'],
    queryFn: async () => (await api<{ integrations: unknown[] }>(`${base(projectId)}/integrations`)).integrations.length > 0,
    staleTime: 10_000,
  });
