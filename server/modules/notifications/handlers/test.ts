import type { RouteHandler } from '@hono/zod-openapi';
import { currentUser } from '../../../lib/auth/middleware.ts';
import { notify } from '../../../lib/notify.ts';
import { getVisible, toDto } from '../notifications.repo.ts';
import type { testRoute } from '../notifications.routes.ts';
import type { AppEnv } from '../../../lib/context.ts';

export const testHandler: RouteHandler<typeof testRoute, AppEnv> = async (c) => {
  const { userId } = currentUser(c);
  const { db } = c.get('deps').database;
  const [id] = await db.transaction((tx) =>
    notify(
      tx,
      { userId },
      {
        title: 'Test notification',
        body: 'Push notifications are working. Click to open your dashboard.',
        action: '/dashboard',
      },
    ),
  );
  const row = await getVisible(db, userId, id!);
  return c.json(toDto(row!), 201);
};
