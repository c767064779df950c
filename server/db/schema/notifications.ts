import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { users } from './users.ts';

/**
 * Notifications, fanned out: one row per recipient. A project-group notification (`project:{id}`) is written
 * once per member at the time it is sent, so read state and deletion are per person with no join. `projectId`
 * is kept for the group and for visibility (a person who leaves a project no longer sees its notifications).
 * Ids are time-sortable, so `(user_id, id)` serves the newest-first keyset page.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for the `user` group. */
    projectId: text(),
    title: text().notNull(),
    body: text().notNull().default(''),
    image: text(),
    /** A link inside the app (path + query), or an absolute URL. */
    action: text(),
    createdAt: ts().notNull().defaultNow(),
    readAt: ts(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.id), index('notifications_project_user_idx').on(t.projectId, t.userId)],
);

export interface PushKeys {
  p256dh: string;
  auth: string;
}

/** A browser's push subscription (one per device/browser profile: the endpoint is unique). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    /** SHA-256 of the endpoint (hex): unique per device, fixed length for the key. */
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    keys: jsonb().$type<PushKeys>().notNull(),
    expirationTime: ts(),
    userAgent: text(),
    createdAt: ts().notNull().defaultNow(),
    lastSuccessAt: ts(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
