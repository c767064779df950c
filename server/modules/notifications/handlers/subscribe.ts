import type { RouteHandler } from '@hono/zod-openapi';
import { currentUser } from '../../../lib/auth/middleware.ts';
import { subscriptionId } from '../../../lib/push.ts';
import { saveSubscription } from '../notifications.repo.ts';
import type { subscribeRoute } from '../notifications.routes.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { checkEndpoint } from '../notifications.shared.ts';

export const subscribeHandler: RouteHandler<typeof subscribeRoute, AppEnv> = async (c) => {
  const { userId } = currentUser(c);
  const { subscription } = c.req.valid('json');
  checkEndpoint(subscription.endpoint, c.get('deps').config.NODE_ENV === 'production');
  const { db } = c.get('deps').database;
  const values = {
    id: subscriptionId(subscription.endpoint),
    userId,
    endpoint: subscription.endpoint,
    keys: subscription.keys,
    expirationTime: subscription.expirationTime ? new Date(subscription.expirationTime).toISOString() : null,
    userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null,
  };
  await saveSubscription(db, values);
  return c.json({ ok: true as const }, 200);
};
