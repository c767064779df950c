import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

/** Process-wide settings generated on first start (signing secrets, VAPID keys, JWT keys). */
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  createdAt: ts().notNull().defaultNow(),
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
    runAt: ts().notNull().defaultNow(),
    lockedUntil: ts(),
    lastError: text(),
    createdAt: ts().notNull().defaultNow(),
    finishedAt: ts(),
  },
  (t) => [index('jobs_claim_idx').on(t.queue, t.state, t.runAt)],
);
