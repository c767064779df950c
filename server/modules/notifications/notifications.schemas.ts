import { z } from '../../lib/openapi.ts';

export const GROUP_PATTERN = /^(user|project:[A-Za-z0-9_-]{1,64})$/;
export const GroupSchema = z
  .string()
  .regex(GROUP_PATTERN, 'The group must be "user" or "project:{id}".')
  .openapi({ example: 'user', description: '`user` or `project:{id}`' });

export const NotificationSchema = z
  .object({
    id: z.string(),
    group: z.string().openapi({ description: '`user` or `project:{id}`' }),
    title: z.string(),
    body: z.string(),
    image: z.string().nullable(),
    action: z.string().nullable().openapi({ description: 'Link: an in-app path with query, or an absolute URL' }),
    createdAt: z.string(),
    readAt: z.string().nullable().openapi({ description: 'Unread when null' }),
  })
  .openapi('Notification');

export type NotificationDto = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z
  .object({ notifications: z.array(NotificationSchema), nextPageToken: z.string().nullable(), unread: z.number().int() })
  .openapi('NotificationList');

export const UnreadCountSchema = z
  .object({
    count: z.number().int().openapi({ description: 'Unread notifications visible to the caller' }),
    latestId: z.string().nullable().openapi({ description: 'Id of the newest notification (changes when one arrives)' }),
  })
  .openapi('UnreadCount');

const b64url = (bytes: number, name: string) =>
  z
    .string()
    .max(200)
    .refine(
      (s) => /^[A-Za-z0-9_-]+={0,2}$/.test(s) && Buffer.from(s, 'base64url').length === bytes,
      `${name} must be ${bytes} bytes, base64url.`,
    );

export const PushSubscriptionSchema = z
  .strictObject({
    endpoint: z.string().url().max(2048),
    expirationTime: z.number().int().nullable().optional(),
    keys: z.strictObject({ p256dh: b64url(65, 'p256dh'), auth: b64url(16, 'auth') }),
  })
  .openapi('PushSubscription');

export const SubscribeBody = z.strictObject({ subscription: PushSubscriptionSchema }).openapi('PushSubscribeRequest');
export const UnsubscribeBody = z.strictObject({ endpoint: z.string().url().max(2048) }).openapi('PushUnsubscribeRequest');
export { OkSchema } from '../../lib/openapi.ts';
export const VapidKeySchema = z.object({ publicKey: z.string() }).openapi('VapidPublicKey');
