/**
 * What the first-run checklist detects on the server: an invite sent (or a second member) in the active
 * project, and modules installed in it. Read-only, one small page each.
 */
import { queryOptions } from '@tanstack/react-query';
import { getProjectsByProjectIntegrations } from '../../../lib/api/generated/ops/getProjectsByProjectIntegrations.ts';
import { getProjectsByProjectInvites } from '../../../lib/api/generated/ops/getProjectsByProjectInvites.ts';
import { getProjectsByProjectUsers } from '../../../lib/api/generated/ops/getProjectsByProjectUsers.ts';
import { dashboardKeys } from './keys.ts';

export const invitedSomeoneQuery = (projectId: string) =>
  queryOptions({
    queryKey: dashboardKeys.invitedSomeone(projectId),
    queryFn: async () => {
      const path = { project: projectId };
      const [invites, members] = await Promise.all([
        getProjectsByProjectInvites({ path, query: { pageSize: 1 } }),
        getProjectsByProjectUsers({ path, query: { pageSize: 2 } }),
      ]);
      return invites.invites.length > 0 || members.users.length > 1;
    },
    staleTime: 10_000,
  });

export const hasModulesQuery = (projectId: string) =>
  queryOptions({
    queryKey: dashboardKeys.hasModules(projectId),
    queryFn: async () =>
      (await getProjectsByProjectIntegrations({ path: { project: projectId }, query: { pageSize: 1 } })).integrations.length > 0,
    staleTime: 10_000,
  });
