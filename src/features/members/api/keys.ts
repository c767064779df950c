import { projectScope, sharedKeys } from '../../../lib/api/keys.ts';

export const membersKeys = {
  users: (project: string, search: string, pageToken: string | null) =>
    [...projectScope(project), 'members', 'users', { search, pageToken }] as const,
  usersAll: (project: string) => [...projectScope(project), 'members', 'users'] as const,
  roles: (project: string) => [...projectScope(project), 'roles'] as const,
  invites: (project: string, search: string, pageToken: string | null) =>
    [...projectScope(project), 'members', 'invites', { search, pageToken }] as const,
  invitesAll: (project: string) => [...projectScope(project), 'members', 'invites'] as const,
  templates: (project: string) => [...projectScope(project), 'roles', 'templates'] as const,
  /** Every permission check of the project (a role change can change any of them). */
  enforceAll: (project: string) => sharedKeys.enforceAll(project),
  permissions: sharedKeys.permissions(),
};
