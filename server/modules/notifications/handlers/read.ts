import type { RouteHandler } from '@hono/zod-openapi';
import { CODES } from '../../../lib/error-codes.ts';
import { currentUser } from '../../../lib/auth/middleware.ts';
import { notFound } from '../../../lib/errors.ts';
import { markRead, toDto } from '../notifications.repo.ts';
import type { readRoute } from '../notifications.routes.ts';
import type { AppEnv } from '../../../lib/context.ts';

export const readHandler: RouteHandler<typeof readRoute, AppEnv> = async (c) => {
  const { userId } = currentUser(c);
  const row = await markRead(c.get('deps').database.db, userId, c.req.valid('param').notificationId);
  if (!row) throw notFound('Notification', CODES.NOTIFICATION_NOT_FOUND);
  return c.json(toDto(row), 200);
};
