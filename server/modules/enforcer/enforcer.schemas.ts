import { z } from '../../lib/openapi.ts';

export const RoleSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    permissions: z.array(z.string()),
    builtIn: z.boolean(),
  })
  .openapi('Role');
export const AdminRoleSchema = RoleSchema.extend({ projectId: z.string().nullable() }).openapi('AdminRole');
export const RoleListSchema = z.object({ roles: z.array(RoleSchema) }).openapi('RoleList');
/** A page of the project's roles: built-in roles first, then custom roles. */
export const RolePageSchema = z.object({ roles: z.array(RoleSchema), nextPageToken: z.string().nullable() }).openapi('RolePage');
export const RoleRef = z.object({ id: z.string(), name: z.string() });

export const PermissionSchema = z.object({ id: z.string(), service: z.string(), description: z.string() }).openapi('Permission');
export const PermissionListSchema = z
  .object({ permissions: z.array(PermissionSchema), nextPageToken: z.string().nullable() })
  .openapi('PermissionList');

export const EnforcerUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    role: RoleRef,
  })
  .openapi('EnforcerUser');
export const EnforcerUserListSchema = z
  .object({ users: z.array(EnforcerUserSchema), nextPageToken: z.string().nullable() })
  .openapi('EnforcerUserList');
export const UserPermissionsSchema = z.object({ permissions: z.array(z.string()) }).openapi('UserPermissions');

export const EnforceRequest = z
  .strictObject({
    project: z.string().min(1).max(64),
    user: z.string().min(1).max(64),
    permissions: z.array(z.string().min(1).max(100)).min(1).max(100),
  })
  .openapi('EnforceRequest');
export const EnforceResponse = z
  .object({
    permissions: z.object({ granted: z.array(z.string()), denied: z.array(z.string()) }),
    resolutions: z.object({ roles: z.array(RoleRef) }).optional(),
    code: z.string().optional(),
    message: z.string().optional(),
  })
  .openapi('EnforceResponse');

const roleName = z.string().trim().min(1, 'The name is required.').max(60, 'The name may be at most 60 characters.');
export const CreateRoleBody = z
  .strictObject({
    name: roleName,
    description: z.string().trim().max(300).default(''),
    permissions: z.array(z.string().max(100)).max(200),
  })
  .openapi('CreateRoleRequest');
export const UpdateRoleBody = z
  .strictObject({
    name: roleName.optional(),
    description: z.string().trim().max(300).optional(),
    permissions: z.array(z.string().max(100)).max(200).optional(),
  })
  .openapi('UpdateRoleRequest');
export const UpdatePermissionBody = z.strictObject({ description: z.string().trim().min(1).max(300) }).openapi('UpdatePermissionRequest');

export const AuditEntrySchema = z
  .object({
    id: z.string(),
    projectId: z.string().nullable(),
    actorId: z.string().nullable(),
    actorKind: z.string(),
    action: z.string(),
    target: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    createdAt: z.string(),
  })
  .openapi('AuditEntry');
export const AuditListSchema = z.object({ entries: z.array(AuditEntrySchema), nextPageToken: z.string().nullable() }).openapi('AuditList');
export { OkSchema } from '../../lib/openapi.ts';
