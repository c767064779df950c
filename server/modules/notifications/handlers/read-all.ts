import type { RouteHandler } from '@hono/zod-openapi';
import { currentUser } from '../../../lib/auth/middleware.ts';
import { markAllRead } from '../notifications.repo.ts';
import type { readAllRoute } from '../notifications.routes.ts';
import type { AppEnv } from '../../../lib/context.ts';

export const readAllHandler: RouteHandler<typeof readAllRoute, AppEnv> = async (c) => {
  const { userId } = currentUser(c);
  const { group } = c.req.valid('query');
  const updated = await markAllRead(c.get('deps').database.db, userId, group);
  return c.json({ updated }, 200);
};
