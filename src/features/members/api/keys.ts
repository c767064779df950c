import { projectKey } from '../../../lib/query/client.ts';

export const membersKeys = {
  users: (project: string, search: string, pageToken: string | null) =>
    [...projectKey(project), 'members', 'users', { search, pageToken }] as const,
  usersAll: (project: string) => [...projectKey(project), 'members', 'users'] as const,
  roles: (project: string) => [...projectKey(project), 'members', 'roles'] as const,
  invites: (project: string, search: string, pageToken: string | null) =>
    [...projectKey(project), 'members', 'invites', { search, pageToken }] as const,
  invitesAll: (project: string) => [...projectKey(project), 'members', 'invites'] as const,
  permissions: ['enforcer', 'permissions'] as const,
};
