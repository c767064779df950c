/**
 * The one set of permission strings (`service.resource.action`), shared by server enforcement and client UI.
 * Built-in roles are sets of these; custom roles (projects area) pick from ALL_PERMISSIONS.
 */
export const PERMISSIONS = {
  projectsProjectGet: 'projects.project.get',
  projectsProjectUpdate: 'projects.project.update',
  projectsProjectDelete: 'projects.project.delete',
  projectsUsersList: 'projects.users.list',
  projectsUsersUpdate: 'projects.users.update',
  projectsUsersDelete: 'projects.users.delete',
  projectsInvitesList: 'projects.invites.list',
  projectsInvitesCreate: 'projects.invites.create',
  projectsInvitesDelete: 'projects.invites.delete',
  projectsAuthList: 'projects.auth.list',
  projectsAuthCreate: 'projects.auth.create',
  projectsAuthDelete: 'projects.auth.delete',
  projectsTemplatesInstall: 'projects.templates.install',
  enforcerRolesList: 'enforcer.roles.list',
  enforcerRolesAssign: 'enforcer.roles.assign',
  enforcerAuditList: 'enforcer.audit.list',
  integrationsListingsList: 'integrations.listings.list',
  integrationsInstallationsList: 'integrations.installations.list',
  integrationsInstallationsManage: 'integrations.installations.manage',
  platformPlatformGet: 'platform.platform.get',
} as const;

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];
export const ALL_PERMISSIONS: readonly Permission[] = Object.values(PERMISSIONS);

export type BuiltInRole = 'owner' | 'admin' | 'member';

const MEMBER: Permission[] = [
  'projects.project.get',
  'projects.users.list',
  'integrations.listings.list',
  'integrations.installations.list',
  'platform.platform.get',
];
const ADMIN: Permission[] = ALL_PERMISSIONS.filter((p) => p !== 'projects.project.delete');

export const BUILT_IN_ROLES: Record<BuiltInRole, { name: string; permissions: readonly Permission[] }> = {
  owner: { name: 'Owner', permissions: ALL_PERMISSIONS },
  admin: { name: 'Admin', permissions: ADMIN },
  member: { name: 'Member', permissions: MEMBER },
};

export function isBuiltInRole(role: string): role is BuiltInRole {
  return role === 'owner' || role === 'admin' || role === 'member';
}
