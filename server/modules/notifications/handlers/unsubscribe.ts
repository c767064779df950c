import type { RouteHandler } from '@hono/zod-openapi';
import { currentUser } from '../../../lib/auth/middleware.ts';
import { subscriptionId } from '../../../lib/push.ts';
import { deleteSubscription } from '../notifications.repo.ts';
import type { unsubscribeRoute } from '../notifications.routes.ts';
import type { AppEnv } from '../../../lib/context.ts';

export const unsubscribeHandler: RouteHandler<typeof unsubscribeRoute, AppEnv> = async (c) => {
  const { userId } = currentUser(c);
  const { endpoint } = c.req.valid('json');
  await deleteSubscription(c.get('deps').database.db, userId, subscriptionId(endpoint));
  return c.body(null, 204);
};
