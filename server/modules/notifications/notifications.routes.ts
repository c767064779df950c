import { createRoute } from '@hono/zod-openapi';
import { errorResponses, jsonBody, jsonResponse, pageQuery, z } from '../../lib/openapi.ts';
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

export const listRoute = createRoute({
  method: 'get',
  path: '/notifications',
  tags,
  summary: "The caller's notifications, newest first (conditional GET: ETag / If-None-Match → 304)",
  request: { query: z.object({ ...pageQuery, group: GroupSchema.optional() }) },
  responses: { 200: jsonResponse(NotificationListSchema, 'A page'), 304: notModified, 401: errorResponses[401], 422: errorResponses[422] },
});

export const unreadRoute = createRoute({
  method: 'get',
  path: '/notifications/unread-count',
  tags,
  summary: 'Unread count for polling (one indexed aggregate; ETag / 304)',
  responses: { 200: jsonResponse(UnreadCountSchema, 'Count'), 304: notModified, 401: errorResponses[401] },
});

export const readAllRoute = createRoute({
  method: 'put',
  path: '/notifications/read-all',
  tags,
  summary: 'Mark every notification read (optionally one group)',
  request: { query: z.object({ group: GroupSchema.optional() }) },
  responses: { 200: jsonResponse(z.object({ updated: z.number().int() }), 'Marked'), 401: errorResponses[401], 422: errorResponses[422] },
});

export const testRoute = createRoute({
  method: 'post',
  path: '/notifications/test',
  tags,
  summary: 'Send the caller a test notification (listed and pushed to their devices)',
  responses: { 201: jsonResponse(NotificationSchema, 'Sent'), 401: errorResponses[401] },
});

export const readRoute = createRoute({
  method: 'put',
  path: '/notifications/{notificationId}/read',
  tags,
  summary: 'Mark one notification read',
  request: { params: IdParam },
  responses: { 200: jsonResponse(NotificationSchema, 'Marked'), 401: errorResponses[401], 404: errorResponses[404] },
});

export const deleteRoute = createRoute({
  method: 'delete',
  path: '/notifications/{notificationId}',
  tags,
  summary: 'Delete one notification',
  request: { params: IdParam },
  responses: { 204: { description: 'Deleted' }, 401: errorResponses[401], 404: errorResponses[404] },
});

export const vapidRoute = createRoute({
  method: 'get',
  path: '/push/vapid-public-key',
  tags,
  summary: "The server's VAPID public key (applicationServerKey for pushManager.subscribe)",
  responses: { 200: jsonResponse(VapidKeySchema, 'Key'), 401: errorResponses[401] },
});

export const subscribeRoute = createRoute({
  method: 'post',
  path: '/push/subscription',
  tags,
  summary: "Store this browser's push subscription (one per device; re-posting updates it)",
  request: { body: jsonBody(SubscribeBody) },
  responses: { 200: jsonResponse(OkSchema, 'Stored'), 401: errorResponses[401], 422: errorResponses[422] },
});

export const unsubscribeRoute = createRoute({
  method: 'delete',
  path: '/push/subscription',
  tags,
  summary: "Remove this browser's push subscription",
  request: { body: jsonBody(UnsubscribeBody) },
  responses: { 204: { description: 'Removed' }, 401: errorResponses[401], 422: errorResponses[422] },
});
