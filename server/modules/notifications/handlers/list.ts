import type { RouteHandler } from '@hono/zod-openapi';
import { currentUser } from '../../../lib/auth/middleware.ts';
import { etagOf, listPage, listState, matches, toDto } from '../notifications.repo.ts';
import type { listRoute } from '../notifications.routes.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { CACHE } from '../notifications.shared.ts';

export const listHandler: RouteHandler<typeof listRoute, AppEnv> = async (c) => {
  const { userId } = currentUser(c);
  const { pageToken, pageSize, group } = c.req.valid('query');
  const { db } = c.get('deps').database;
  const state = await listState(db, userId);
  const etag = etagOf(state, `${pageToken ?? ''}|${pageSize}|${group ?? ''}`);
  c.header('ETag', etag);
  c.header('Cache-Control', CACHE);
  if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304);
  const page = await listPage(db, userId, { group }, { pageSize, pageToken });
  return c.json({ notifications: page.items.map(toDto), nextPageToken: page.nextPageToken, unread: state.unread }, 200);
};
