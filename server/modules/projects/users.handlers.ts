import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context.ts';
import { deleteUserRoute, getUserRoute, listUsersRoute, resetTwoFactorRoute, updateUserRoute } from './users.routes.ts';
import { listUsersHandler } from './handlers/list-users.ts';
import { getUserHandler } from './handlers/get-user.ts';
import { updateUserHandler } from './handlers/update-user.ts';
import { deleteUserHandler } from './handlers/delete-user.ts';
import { resetTwoFactorHandler } from './handlers/reset-two-factor.ts';

export function registerUserRoutes(router: OpenAPIHono<AppEnv>) {
  router.openapi(listUsersRoute, listUsersHandler);
  router.openapi(getUserRoute, getUserHandler);
  router.openapi(updateUserRoute, updateUserHandler);
  router.openapi(deleteUserRoute, deleteUserHandler);
  router.openapi(resetTwoFactorRoute, resetTwoFactorHandler);
}
