import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: text().primaryKey(),
    email: text().notNull(),
    username: text(),
    firstName: text(),
    lastName: text(),
    avatar: text(),
    passwordHash: text(),
    isAdmin: boolean().notNull().default(false),
    /** Feature channels, e.g. `alpha` (push controls). */
    features: jsonb().$type<string[]>().notNull().default([]),
    emailVerifiedAt: ts(),
    totpSecret: text(),
    totpEnabledAt: ts(),
    /** Last accepted TOTP time step: a code works once. */
    totpLastStep: integer(),
    /** Secret issued by GET /2fa/secret, waiting for a confirming code at POST /2fa/setup. */
    totpPendingSecret: text(),
    signedEulaAt: ts(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** Server-side sessions. `id` is the SHA-256 of the cookie token, so a database leak yields no cookies. */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts().notNull().defaultNow(),
    lastSeenAt: ts().notNull().defaultNow(),
    /** Absolute expiry; the idle timeout is checked against lastSeenAt. */
    expiresAt: ts().notNull(),
    ip: text(),
    userAgent: text(),
    /** When the password was last re-entered in this session (POST /confirm-password). */
    passwordConfirmedAt: ts(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Two-factor recovery codes: SHA-256 of each, single use (`usedAt`), replaced as a set when regenerated. */
export const recoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: ts(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('two_factor_recovery_codes_user_code_idx').on(t.userId, t.codeHash)],
);
