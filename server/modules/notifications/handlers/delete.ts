import type { RouteHandler } from '@hono/zod-openapi';
import { CODES } from '../../../lib/error-codes.ts';
import { currentUser } from '../../../lib/auth/middleware.ts';
import { notFound } from '../../../lib/errors.ts';
import { deleteOne } from '../notifications.repo.ts';
import type { deleteRoute } from '../notifications.routes.ts';
import type { AppEnv } from '../../../lib/context.ts';

export const deleteHandler: RouteHandler<typeof deleteRoute, AppEnv> = async (c) => {
  const { userId } = currentUser(c);
  const ok = await deleteOne(c.get('deps').database.db, userId, c.req.valid('param').notificationId);
  if (!ok) throw notFound('Notification', CODES.NOTIFICATION_NOT_FOUND);
  return c.body(null, 204);
};
