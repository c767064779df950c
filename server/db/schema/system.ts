import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Process-wide settings generated on first start (signing secrets, VAPID keys, JWT keys). */
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** Background jobs, claimed with FOR UPDATE SKIP LOCKED so any number of processes can share them. */
export const jobs = pgTable(
  'jobs',
  {
    id: text().primaryKey(),
    queue: text().notNull(),
    payload: jsonb().notNull(),
    state: text({ enum: ['pending', 'running', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    runAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true, mode: 'string' }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true, mode: 'string' }),
  },
  (t) => [index('jobs_claim_idx').on(t.queue, t.state, t.runAt)],
);
