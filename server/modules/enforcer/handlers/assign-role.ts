import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { assign } from '../enforcer.assign.ts';
import type * as r from '../enforcer.routes.ts';

export const assignRoleHandler: RouteHandler<typeof r.assignRoleRoute, AppEnv> = async (c) => {
  const { role, user } = c.req.valid('param');
  const access = c.get('access');
  return c.json(await assign(c, access, role, user), 200);
};
