import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { unassign } from '../enforcer.assign.ts';
import type * as r from '../enforcer.routes.ts';

export const unassignRoleHandler: RouteHandler<typeof r.unassignRoleRoute, AppEnv> = async (c) => {
  const { role, user } = c.req.valid('param');
  const access = c.get('access');
  return c.json(await unassign(c, access, role, user), 200);
};
