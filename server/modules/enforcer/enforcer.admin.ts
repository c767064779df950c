/** Platform-admin calls under /v1/enforcer/admin (access.platformAdmin() on each contract): one handler per file in handlers/admin-*.ts. */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context.ts';
import * as r from './enforcer.routes.ts';
import { adminListRolesHandler } from './handlers/admin-list-roles.ts';
import { adminGetRoleHandler } from './handlers/admin-get-role.ts';
import { adminUpdateRoleHandler } from './handlers/admin-update-role.ts';
import { adminListPermissionsHandler } from './handlers/admin-list-permissions.ts';
import { adminGetPermissionHandler } from './handlers/admin-get-permission.ts';
import { adminUpdatePermissionHandler } from './handlers/admin-update-permission.ts';
import { adminAssignRoleHandler } from './handlers/admin-assign-role.ts';
import { adminUnassignRoleHandler } from './handlers/admin-unassign-role.ts';
import { adminAuditHandler } from './handlers/admin-audit.ts';

export function registerAdminRoutes(router: OpenAPIHono<AppEnv>) {
  router.openapi(r.adminListRolesRoute, adminListRolesHandler);
  router.openapi(r.adminGetRoleRoute, adminGetRoleHandler);
  router.openapi(r.adminUpdateRoleRoute, adminUpdateRoleHandler);
  router.openapi(r.adminListPermissionsRoute, adminListPermissionsHandler);
  router.openapi(r.adminGetPermissionRoute, adminGetPermissionHandler);
  router.openapi(r.adminUpdatePermissionRoute, adminUpdatePermissionHandler);
  router.openapi(r.adminAssignRoleRoute, adminAssignRoleHandler);
  router.openapi(r.adminUnassignRoleRoute, adminUnassignRoleHandler);
  router.openapi(r.adminAuditRoute, adminAuditHandler);
}
