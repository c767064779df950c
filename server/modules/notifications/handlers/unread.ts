import type { RouteHandler } from '@hono/zod-openapi';
import { currentUser } from '../../../lib/auth/middleware.ts';
import { etagOf, listState, matches } from '../notifications.repo.ts';
import type { unreadRoute } from '../notifications.routes.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { CACHE } from '../notifications.shared.ts';

export const unreadHandler: RouteHandler<typeof unreadRoute, AppEnv> = async (c) => {
  const { userId } = currentUser(c);
  const state = await listState(c.get('deps').database.db, userId);
  const etag = etagOf(state, 'unread');
  c.header('ETag', etag);
  c.header('Cache-Control', CACHE);
  if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304);
  return c.json({ count: state.unread, latestId: state.latestId }, 200);
};
