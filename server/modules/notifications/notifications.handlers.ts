/**
 * Notifications and push subscriptions, mounted at /omnis/v3/dashboard/user beside the account calls.
 * Any signed-in user (session cookie or bearer token); API keys have no inbox.
 */
import { CODES } from '../../lib/error-codes.ts';
import { currentUser } from '../../lib/auth/middleware.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { createRouter } from '../../lib/openapi.ts';
import { getVapidKeys, subscriptionId } from '../../lib/push.ts';
import {
  deleteOne,
  deleteSubscription,
  etagOf,
  getVisible,
  listPage,
  listState,
  markAllRead,
  markRead,
  matches,
  saveSubscription,
  toDto,
} from './notifications.repo.ts';
import {
  deleteRoute,
  listRoute,
  readAllRoute,
  readRoute,
  subscribeRoute,
  testRoute,
  unreadRoute,
  unsubscribeRoute,
  vapidRoute,
} from './notifications.routes.ts';

export const notificationsRouter = createRouter();

const CACHE = 'private, no-cache';

notificationsRouter.openapi(listRoute, async (c) => {
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
});

notificationsRouter.openapi(unreadRoute, async (c) => {
  const { userId } = currentUser(c);
  const state = await listState(c.get('deps').database.db, userId);
  const etag = etagOf(state, 'unread');
  c.header('ETag', etag);
  c.header('Cache-Control', CACHE);
  if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304);
  return c.json({ count: state.unread, latestId: state.latestId }, 200);
});

notificationsRouter.openapi(readAllRoute, async (c) => {
  const { userId } = currentUser(c);
  const { group } = c.req.valid('query');
  const updated = await markAllRead(c.get('deps').database.db, userId, group);
  return c.json({ updated }, 200);
});

notificationsRouter.openapi(testRoute, async (c) => {
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
});

notificationsRouter.openapi(readRoute, async (c) => {
  const { userId } = currentUser(c);
  const row = await markRead(c.get('deps').database.db, userId, c.req.valid('param').notificationId);
  if (!row) throw notFound('Notification', CODES.NOTIFICATION_NOT_FOUND);
  return c.json(toDto(row), 200);
});

notificationsRouter.openapi(deleteRoute, async (c) => {
  const { userId } = currentUser(c);
  const ok = await deleteOne(c.get('deps').database.db, userId, c.req.valid('param').notificationId);
  if (!ok) throw notFound('Notification', CODES.NOTIFICATION_NOT_FOUND);
  return c.body(null, 204);
});

notificationsRouter.openapi(vapidRoute, async (c) => {
  currentUser(c);
  const { publicKey } = await getVapidKeys(c.get('deps').database);
  c.header('Cache-Control', 'private, max-age=3600');
  return c.json({ publicKey }, 200);
});

/** Push services speak https; plain http is accepted only for a loopback endpoint outside production. */
function checkEndpoint(endpoint: string, production: boolean) {
  const url = new URL(endpoint);
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol === 'https:' && (!loopback || !production)) return;
  if (url.protocol === 'http:' && loopback && !production) return;
  throw unprocessable({ 'subscription.endpoint': ['The push endpoint must be an https URL of a push service.'] });
}

notificationsRouter.openapi(subscribeRoute, async (c) => {
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
});

notificationsRouter.openapi(unsubscribeRoute, async (c) => {
  const { userId } = currentUser(c);
  const { endpoint } = c.req.valid('json');
  await deleteSubscription(c.get('deps').database.db, userId, subscriptionId(endpoint));
  return c.body(null, 204);
});
