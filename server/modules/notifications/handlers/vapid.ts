import type { RouteHandler } from '@hono/zod-openapi';
import { currentUser } from '../../../lib/auth/middleware.ts';
import { getVapidKeys } from '../../../lib/push.ts';
import type { vapidRoute } from '../notifications.routes.ts';
import type { AppEnv } from '../../../lib/context.ts';

export const vapidHandler: RouteHandler<typeof vapidRoute, AppEnv> = async (c) => {
  currentUser(c);
  const { publicKey } = await getVapidKeys(c.get('deps').database);
  c.header('Cache-Control', 'private, max-age=3600');
  return c.json({ publicKey }, 200);
};
