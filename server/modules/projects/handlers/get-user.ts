import type { RouteHandler } from '@hono/zod-openapi';
import { getMember } from '../users.shared.ts';
import type { AppEnv } from '../../../lib/context.ts';
import type { getUserRoute } from '../users.routes.ts';

export const getUserHandler: RouteHandler<typeof getUserRoute, AppEnv> = async (c) => {
  const { project: projectId, user } = c.req.valid('param');
  return c.json(await getMember(c.get('deps').database.db, projectId, user), 200);
};
