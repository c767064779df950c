import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { oneUser } from '../enforcer.assign.ts';
import type * as r from '../enforcer.routes.ts';

export const getUserHandler: RouteHandler<typeof r.getUserRoute, AppEnv> = async (c) => {
  const { project } = c.req.valid('query');
  const { user } = c.req.valid('param');
  return c.json(await oneUser(c, project, user), 200);
};
