import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { assign } from '../enforcer.assign.ts';
import type * as r from '../enforcer.routes.ts';
import { adminAccess } from '../enforcer-admin.shared.ts';

export const adminAssignRoleHandler: RouteHandler<typeof r.adminAssignRoleRoute, AppEnv> = async (c) => {
  const { project } = c.req.valid('query');
  const { role, user } = c.req.valid('param');
  return c.json(await assign(c, await adminAccess(c, project), role, user), 200);
};
