import type { Schema } from '../../../lib/api/schemas.ts';

/** A notification as the API returns it, and one page of the list: the generated contract types. */
export type NotificationItem = Schema<'Notification'>;
export type NotificationList = Schema<'NotificationList'>;
