/**
 * Notifications and push subscriptions, mounted at /omnis/v3/dashboard/user beside the account calls.
 * Any signed-in user (session cookie or bearer token); API keys have no inbox. One handler per file in handlers/.
 */
import { createRouter } from '../../lib/openapi.ts';
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
import { listHandler } from './handlers/list.ts';
import { unreadHandler } from './handlers/unread.ts';
import { readAllHandler } from './handlers/read-all.ts';
import { testHandler } from './handlers/test.ts';
import { readHandler } from './handlers/read.ts';
import { deleteHandler } from './handlers/delete.ts';
import { vapidHandler } from './handlers/vapid.ts';
import { subscribeHandler } from './handlers/subscribe.ts';
import { unsubscribeHandler } from './handlers/unsubscribe.ts';

export const notificationsRouter = createRouter();

notificationsRouter.openapi(listRoute, listHandler);
notificationsRouter.openapi(unreadRoute, unreadHandler);
notificationsRouter.openapi(readAllRoute, readAllHandler);
notificationsRouter.openapi(testRoute, testHandler);
notificationsRouter.openapi(readRoute, readHandler);
notificationsRouter.openapi(deleteRoute, deleteHandler);
notificationsRouter.openapi(vapidRoute, vapidHandler);
notificationsRouter.openapi(subscribeRoute, subscribeHandler);
notificationsRouter.openapi(unsubscribeRoute, unsubscribeHandler);
