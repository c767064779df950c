import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { users } from './users.ts';

/**
 * One-time codes: authorization codes (token exchange), and later reset/verification/set-password codes.
 * `id` is the SHA-256 of the code; a code is redeemed once by setting `usedAt` atomically.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: text().primaryKey(),
    purpose: text({ enum: ['authorization_code', 'reset_password', 'verify_email', 'set_password', 'invite'] }).notNull(),
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

/**
 * Failed sign-in attempts (and other throttled actions), kept in PostgreSQL so every process sees them.
 * `key` is `<action>:account:<email>` or `<action>:ip:<address>`.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: serial().primaryKey(),
    key: text().notNull(),
    at: ts().notNull().defaultNow(),
  },
  (t) => [index('auth_attempts_key_at_idx').on(t.key, t.at)],
);

/** RFC 8628 device authorization requests. `id` is the SHA-256 of the device code. */
export const deviceCodes = pgTable(
  'device_codes',
  {
    id: text().primaryKey(),
    /** 8 characters of the 20-consonant alphabet (RFC 8628 §6.1), stored without the dash. */
    userCode: text().notNull(),
    clientId: text().notNull(),
    scope: text(),
    status: text({ enum: ['pending', 'approved', 'denied'] })
      .notNull()
      .default('pending'),
    userId: text().references(() => users.id, { onDelete: 'cascade' }),
    intervalS: integer().notNull().default(5),
    lastPolledAt: ts(),
    expiresAt: ts().notNull(),
    usedAt: ts(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('device_codes_user_code_idx').on(t.userCode)],
);

/**
 * Ended sessions whose bearer tokens (which carry the session id as `sid`) may still be unexpired. Every process
 * keeps the recent ones in memory, fed by `NOTIFY session_revoked`; rows older than a token's lifetime are pruned.
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    sessionId: text().primaryKey(),
    revokedAt: ts().notNull().defaultNow(),
  },
  (t) => [index('revoked_sessions_revoked_at_idx').on(t.revokedAt)],
);
