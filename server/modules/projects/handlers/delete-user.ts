import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { removeMember } from '../../../lib/roles.ts';
import type { deleteUserRoute } from '../users.routes.ts';

export const deleteUserHandler: RouteHandler<typeof deleteUserRoute, AppEnv> = async (c) => {
  const { user } = c.req.valid('param');
  const access = c.get('access');
  const { db } = c.get('deps').database;
  await db.transaction((tx) => removeMember(tx, c, access, user));
  return c.json({ ok: true as const }, 200);
};
