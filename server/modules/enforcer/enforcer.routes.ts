import { access } from '../../lib/access.ts';
import { PERMISSIONS } from '../../../common/permissions.ts';
import { z } from '@hono/zod-openapi';
import { defineRoute, errorResponses, jsonBody, jsonResponse, pageQuery } from '../../lib/openapi.ts';
import {
  AdminRoleSchema,
  AuditListSchema,
  CreateRoleBody,
  EnforceRequest,
  EnforceResponse,
  EnforcerUserListSchema,
  EnforcerUserSchema,
  OkSchema,
  PermissionListSchema,
  PermissionSchema,
  RoleListSchema,
  RolePageSchema,
  RoleSchema,
  UpdatePermissionBody,
  UpdateRoleBody,
  UserPermissionsSchema,
} from './enforcer.schemas.ts';

const tags = ['Enforcer'];
const adminTags = ['Enforcer admin'];
const pathParam = (name: string) =>
  z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name, in: 'path' } });
const projectQuery = z.object({ project: z.string().min(1).max(64).openapi({ description: 'The project' }) });
const RoleParam = z.object({ role: pathParam('role') });
const UserParam = z.object({ user: pathParam('user') });
const RoleUserParam = z.object({ role: pathParam('role'), user: pathParam('user') });
const PermissionParam = z.object({ permission: pathParam('permission') });

export const healthzRoute = defineRoute({
  method: 'get',
  path: '/healthz',
  access: access.public(),
  tags,
  summary: 'Enforcer health',
  responses: { 200: jsonResponse(z.object({ status: z.literal('ok') }), 'Healthy') },
});

export const enforceRoute = defineRoute({
  method: 'post',
  path: '/enforce',
  access: access.project(PERMISSIONS.enforcerUsersList, { selfParam: 'user', selfWithoutTwoFactor: true }),
  tags,
  summary: 'Which of the permissions the user holds in the project. 403 (a normal result) when any is denied.',
  request: { body: jsonBody(EnforceRequest) },
  responses: {
    200: jsonResponse(EnforceResponse, 'All granted'),
    403: jsonResponse(EnforceResponse, 'Some denied; resolutions.roles lists roles that grant them all'),
  },
});

export const listPermissionsRoute = defineRoute({
  method: 'get',
  path: '/permissions',
  access: access.user({ apiKeys: true }),
  tags,
  summary: 'Every permission string',
  request: { query: z.object(pageQuery) },
  responses: { 200: jsonResponse(PermissionListSchema, 'Permissions') },
});
export const getPermissionRoute = defineRoute({
  method: 'get',
  path: '/permissions/{permission}',
  access: access.user({ apiKeys: true }),
  tags,
  summary: 'One permission',
  request: { params: PermissionParam },
  responses: { 200: jsonResponse(PermissionSchema, 'Permission') },
});

export const listRolesRoute = defineRoute({
  method: 'get',
  path: '/roles',
  access: access.project(PERMISSIONS.enforcerRolesList),
  tags,
  summary: "The project's roles (built-in and custom) with their permissions",
  request: { query: projectQuery.extend(pageQuery) },
  responses: { 200: jsonResponse(RolePageSchema, 'Roles') },
});
export const createRoleRoute = defineRoute({
  method: 'post',
  path: '/roles',
  access: access.project(PERMISSIONS.enforcerRolesManage),
  tags,
  summary: 'Create a custom role',
  request: { query: projectQuery, body: jsonBody(CreateRoleBody) },
  responses: { 201: jsonResponse(RoleSchema, 'The role') },
});
export const getRoleRoute = defineRoute({
  method: 'get',
  path: '/roles/{role}',
  access: access.project(PERMISSIONS.enforcerRolesList),
  tags,
  summary: 'One role',
  request: { params: RoleParam, query: projectQuery },
  responses: { 200: jsonResponse(RoleSchema, 'The role') },
});
export const updateRoleRoute = defineRoute({
  method: 'patch',
  path: '/roles/{role}',
  access: access.project(PERMISSIONS.enforcerRolesManage),
  tags,
  summary: 'Change a custom role',
  request: { params: RoleParam, query: projectQuery, body: jsonBody(UpdateRoleBody) },
  responses: { 200: jsonResponse(RoleSchema, 'The role') },
});
export const deleteRoleRoute = defineRoute({
  method: 'delete',
  path: '/roles/{role}',
  access: access.project(PERMISSIONS.enforcerRolesManage),
  tags,
  summary: 'Delete a custom role nobody holds',
  request: { params: RoleParam, query: projectQuery },
  responses: { 200: jsonResponse(OkSchema, 'Deleted') },
});
export const roleUsersRoute = defineRoute({
  method: 'get',
  path: '/roles/{role}/users',
  access: access.project(PERMISSIONS.enforcerUsersList),
  tags,
  summary: 'Members holding the role',
  request: { params: RoleParam, query: projectQuery.extend(pageQuery) },
  responses: { 200: jsonResponse(EnforcerUserListSchema, 'Users') },
});
export const assignRoleRoute = defineRoute({
  method: 'put',
  path: '/roles/{role}/users/{user}',
  access: access.project(PERMISSIONS.enforcerRolesAssign),
  tags,
  summary: "Assign the role to a member (replaces the member's role)",
  request: { params: RoleUserParam, query: projectQuery },
  responses: { 200: jsonResponse(EnforcerUserSchema, 'The member') },
});
export const unassignRoleRoute = defineRoute({
  method: 'delete',
  path: '/roles/{role}/users/{user}',
  access: access.project(PERMISSIONS.enforcerRolesAssign),
  tags,
  summary: 'Take the role away (the member falls back to the member role)',
  request: { params: RoleUserParam, query: projectQuery },
  responses: { 200: jsonResponse(EnforcerUserSchema, 'The member') },
});

export const listUsersRoute = defineRoute({
  method: 'get',
  path: '/users',
  access: access.project(PERMISSIONS.enforcerUsersList),
  tags,
  summary: 'Members of the project with their roles',
  request: { query: projectQuery.extend({ query: z.string().trim().max(200).optional(), ...pageQuery }) },
  responses: { 200: jsonResponse(EnforcerUserListSchema, 'Users') },
});
export const getUserRoute = defineRoute({
  method: 'get',
  path: '/users/{user}',
  access: access.project(PERMISSIONS.enforcerUsersList, { selfParam: 'user' }),
  tags,
  summary: 'One member with their role',
  request: { params: UserParam, query: projectQuery },
  responses: { 200: jsonResponse(EnforcerUserSchema, 'The member') },
});
export const userRolesRoute = defineRoute({
  method: 'get',
  path: '/users/{user}/roles',
  access: access.project(PERMISSIONS.enforcerUsersList, { selfParam: 'user' }),
  tags,
  summary: "The member's roles",
  request: { params: UserParam, query: projectQuery },
  responses: { 200: jsonResponse(RoleListSchema, 'Roles') },
});
export const userAssignableRolesRoute = defineRoute({
  method: 'get',
  path: '/users/{user}/roles/assignable',
  access: access.project(PERMISSIONS.enforcerUsersList, { selfParam: 'user' }),
  tags,
  summary: 'Roles the caller may give this member',
  request: { params: UserParam, query: projectQuery },
  responses: { 200: jsonResponse(RoleListSchema, 'Roles') },
});
export const userPermissionsRoute = defineRoute({
  method: 'get',
  path: '/users/{user}/permissions',
  access: access.project(PERMISSIONS.enforcerUsersList, { selfParam: 'user' }),
  tags,
  summary: "The member's effective permissions",
  request: { params: UserParam, query: projectQuery },
  responses: { 200: jsonResponse(UserPermissionsSchema, 'Permissions') },
});

// Admin (platform admins only)
export const adminListRolesRoute = defineRoute({
  method: 'get',
  path: '/admin/roles',
  access: access.platformAdmin(),
  tags: adminTags,
  summary: 'Every role: built-in and the custom roles of all projects',
  request: { query: z.object({ project: z.string().max(64).optional(), ...pageQuery }) },
  responses: {
    200: jsonResponse(z.object({ roles: z.array(AdminRoleSchema), nextPageToken: z.string().nullable() }), 'Roles'),
    404: errorResponses[404],
  },
});
export const adminGetRoleRoute = defineRoute({
  method: 'get',
  path: '/admin/roles/{role}',
  access: access.platformAdmin(),
  tags: adminTags,
  summary: 'One role',
  request: { params: RoleParam },
  responses: { 200: jsonResponse(AdminRoleSchema, 'Role') },
});
export const adminUpdateRoleRoute = defineRoute({
  method: 'patch',
  path: '/admin/roles/{role}',
  access: access.platformAdmin(),
  tags: adminTags,
  summary: 'Change a custom role of any project',
  request: { params: RoleParam, body: jsonBody(UpdateRoleBody) },
  responses: { 200: jsonResponse(AdminRoleSchema, 'Role') },
});
export const adminListPermissionsRoute = defineRoute({
  method: 'get',
  path: '/admin/permissions',
  access: access.platformAdmin(),
  tags: adminTags,
  summary: 'Every permission',
  request: { query: z.object(pageQuery) },
  responses: { 200: jsonResponse(PermissionListSchema, 'Permissions'), 404: errorResponses[404] },
});
export const adminGetPermissionRoute = defineRoute({
  method: 'get',
  path: '/admin/permissions/{permission}',
  access: access.platformAdmin(),
  tags: adminTags,
  summary: 'One permission',
  request: { params: PermissionParam },
  responses: { 200: jsonResponse(PermissionSchema, 'Permission') },
});
export const adminUpdatePermissionRoute = defineRoute({
  method: 'patch',
  path: '/admin/permissions/{permission}',
  access: access.platformAdmin(),
  tags: adminTags,
  summary: "Change a permission's description",
  request: { params: PermissionParam, body: jsonBody(UpdatePermissionBody) },
  responses: { 200: jsonResponse(PermissionSchema, 'Permission') },
});
export const adminAssignRoleRoute = defineRoute({
  method: 'put',
  path: '/admin/roles/{role}/users/{user}',
  access: access.platformAdmin(),
  tags: adminTags,
  summary: 'Assign a role in any project',
  request: { params: RoleUserParam, query: projectQuery },
  responses: { 200: jsonResponse(EnforcerUserSchema, 'The member') },
});
export const adminUnassignRoleRoute = defineRoute({
  method: 'delete',
  path: '/admin/roles/{role}/users/{user}',
  access: access.platformAdmin(),
  tags: adminTags,
  summary: 'Take a role away in any project',
  request: { params: RoleUserParam, query: projectQuery },
  responses: { 200: jsonResponse(EnforcerUserSchema, 'The member') },
});
export const adminAuditRoute = defineRoute({
  method: 'get',
  path: '/admin/audit',
  access: access.platformAdmin(),
  tags: adminTags,
  summary: 'The audit log, newest first',
  request: {
    query: z.object({
      query: z.string().trim().max(200).optional().openapi({ description: 'Matches action, target or actor' }),
      project: z.string().max(64).optional(),
      ...pageQuery,
    }),
  },
  responses: { 200: jsonResponse(AuditListSchema, 'Entries'), 404: errorResponses[404] },
});
