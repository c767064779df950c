import { projectScope, sharedKeys } from '../../../lib/api/keys.ts';

export const membersKeys = {
  /** The users list (the list kit appends its params: search, sort, page). */
  usersAll: (project: string) => [...projectScope(project), 'members', 'users'] as const,
  /** The project's roles (role pickers); the roles list appends its params to it, so invalidating it refreshes both. */
  roles: (project: string) => [...projectScope(project), 'roles'] as const,
  /** The invites list (the list kit appends its params). */
  invitesAll: (project: string) => [...projectScope(project), 'members', 'invites'] as const,
  /** The role templates list (under `roles`: a template install refreshes it with the roles). */
  templates: (project: string) => [...projectScope(project), 'roles', 'templates'] as const,
  /** Every permission check of the project (a role change can change any of them). */
  enforceAll: (project: string) => sharedKeys.enforceAll(project),
};
