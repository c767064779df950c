import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const ts = () => timestamp({ withTimezone: true, mode: 'string' });

/**
 * One-time codes: authorization codes (token exchange), and later reset/verification/set-password codes.
 * `id` is the SHA-256 of the code; a code is redeemed once by setting `usedAt` atomically.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: text().primaryKey(),
    purpose: text({ enum: ['authorization_code', 'reset_password', 'verify_email', 'set_password'] }).notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text(),
    expiresAt: ts().notNull(),
    usedAt: ts(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [index('one_time_codes_user_idx').on(t.userId, t.purpose)],
);
