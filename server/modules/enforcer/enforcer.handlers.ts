/** The enforcer under /v1/enforcer (spec 001 "Enforcer"): contracts in enforcer.routes.ts, one handler per file in handlers/, admin calls in enforcer.admin.ts. */
import { createRouter } from '../../lib/openapi.ts';
import { registerAdminRoutes } from './enforcer.admin.ts';
import * as r from './enforcer.routes.ts';
import { enforceHandler } from './handlers/enforce.ts';
import { listPermissionsHandler } from './handlers/list-permissions.ts';
import { getPermissionHandler } from './handlers/get-permission.ts';
import { listRolesHandler } from './handlers/list-roles.ts';
import { createRoleHandler } from './handlers/create-role.ts';
import { getRoleHandler } from './handlers/get-role.ts';
import { updateRoleHandler } from './handlers/update-role.ts';
import { deleteRoleHandler } from './handlers/delete-role.ts';
import { roleUsersHandler } from './handlers/role-users.ts';
import { assignRoleHandler } from './handlers/assign-role.ts';
import { unassignRoleHandler } from './handlers/unassign-role.ts';
import { listUsersHandler } from './handlers/list-users.ts';
import { getUserHandler } from './handlers/get-user.ts';
import { userRolesHandler } from './handlers/user-roles.ts';
import { userAssignableRolesHandler } from './handlers/user-assignable-roles.ts';
import { userPermissionsHandler } from './handlers/user-permissions.ts';

export const enforcerRouter = createRouter();

enforcerRouter.openapi(r.healthzRoute, (c) => c.json({ status: 'ok' as const }, 200));

enforcerRouter.openapi(r.enforceRoute, enforceHandler);
enforcerRouter.openapi(r.listPermissionsRoute, listPermissionsHandler);
enforcerRouter.openapi(r.getPermissionRoute, getPermissionHandler);
enforcerRouter.openapi(r.listRolesRoute, listRolesHandler);
enforcerRouter.openapi(r.createRoleRoute, createRoleHandler);
enforcerRouter.openapi(r.getRoleRoute, getRoleHandler);
enforcerRouter.openapi(r.updateRoleRoute, updateRoleHandler);
enforcerRouter.openapi(r.deleteRoleRoute, deleteRoleHandler);
enforcerRouter.openapi(r.roleUsersRoute, roleUsersHandler);
enforcerRouter.openapi(r.assignRoleRoute, assignRoleHandler);
enforcerRouter.openapi(r.unassignRoleRoute, unassignRoleHandler);
enforcerRouter.openapi(r.listUsersRoute, listUsersHandler);
enforcerRouter.openapi(r.getUserRoute, getUserHandler);
enforcerRouter.openapi(r.userRolesRoute, userRolesHandler);
enforcerRouter.openapi(r.userAssignableRolesRoute, userAssignableRolesHandler);
enforcerRouter.openapi(r.userPermissionsRoute, userPermissionsHandler);
registerAdminRoutes(enforcerRouter);
