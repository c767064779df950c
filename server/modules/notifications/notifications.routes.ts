import { access } from '../../lib/access.ts';
import { defineRoute, jsonBody, jsonResponse, pageQuery, z } from '../../lib/openapi.ts';
import {
  GroupSchema,
  NotificationListSchema,
  NotificationSchema,
  OkSchema,
  SubscribeBody,
  UnreadCountSchema,
  UnsubscribeBody,
  VapidKeySchema,
} from './notifications.schemas.ts';

const tags = ['Notifications'];
const IdParam = z.object({
  notificationId: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: 'notificationId', in: 'path' } }),
});
const notModified = { description: 'Not modified since the ETag in If-None-Match' };

export const listRoute = defineRoute({
  method: 'get',
  path: '/notifications',
  access: access.user(),
  tags,
  summary: "The caller's notifications, newest first (conditional GET: ETag / If-None-Match → 304)",
  request: { query: z.object({ ...pageQuery, group: GroupSchema.optional() }) },
  responses: { 200: jsonResponse(NotificationListSchema, 'A page'), 304: notModified },
});

export const unreadRoute = defineRoute({
  method: 'get',
  path: '/notifications/unread-count',
  access: access.user(),
  tags,
  summary: 'Unread count for polling (one indexed aggregate; ETag / 304)',
  responses: { 200: jsonResponse(UnreadCountSchema, 'Count'), 304: notModified },
});

export const readAllRoute = defineRoute({
  method: 'put',
  path: '/notifications/read-all',
  access: access.user(),
  tags,
  summary: 'Mark every notification read (optionally one group)',
  request: { query: z.object({ group: GroupSchema.optional() }) },
  responses: { 200: jsonResponse(z.object({ updated: z.number().int() }), 'Marked') },
});

export const testRoute = defineRoute({
  method: 'post',
  path: '/notifications/test',
  access: access.user(),
  tags,
  summary: 'Send the caller a test notification (listed and pushed to their devices)',
  responses: { 201: jsonResponse(NotificationSchema, 'Sent') },
});

export const readRoute = defineRoute({
  method: 'put',
  path: '/notifications/{notificationId}/read',
  access: access.user(),
  tags,
  summary: 'Mark one notification read',
  request: { params: IdParam },
  responses: { 200: jsonResponse(NotificationSchema, 'Marked') },
});

export const deleteRoute = defineRoute({
  method: 'delete',
  path: '/notifications/{notificationId}',
  access: access.user(),
  tags,
  summary: 'Delete one notification',
  request: { params: IdParam },
  responses: { 204: { description: 'Deleted' } },
});

export const vapidRoute = defineRoute({
  method: 'get',
  path: '/push/vapid-public-key',
  access: access.user(),
  tags,
  summary: "The server's VAPID public key (applicationServerKey for pushManager.subscribe)",
  responses: { 200: jsonResponse(VapidKeySchema, 'Key') },
});

export const subscribeRoute = defineRoute({
  method: 'post',
  path: '/push/subscription',
  access: access.user(),
  tags,
  summary: "Store this browser's push subscription (one per device; re-posting updates it)",
  request: { body: jsonBody(SubscribeBody) },
  responses: { 200: jsonResponse(OkSchema, 'Stored') },
});

export const unsubscribeRoute = defineRoute({
  method: 'delete',
  path: '/push/subscription',
  access: access.user(),
  tags,
  summary: "Remove this browser's push subscription",
  request: { body: jsonBody(UnsubscribeBody) },
  responses: { 204: { description: 'Removed' } },
});
