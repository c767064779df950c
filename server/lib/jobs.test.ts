import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/setup/server.ts';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { claimJobs, drainJobs, enqueue, registerJobHandler } from './jobs.ts';
import { logger } from './logger.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  return () => database.close();
});

describe('background jobs', () => {
  it('runs a job once even with several workers claiming at the same time', async () => {
    const seen: string[] = [];
    registerJobHandler('test.once', async (p) => {
      seen.push((p as { n: string }).n);
    });
    for (let i = 0; i < 20; i++) await enqueue(database.db, 'test.once', { n: String(i) });
    // Two "processes" claim concurrently: SKIP LOCKED hands each job to exactly one.
    const [a, b] = await Promise.all([claimJobs(database, 15), claimJobs(database, 15)]);
    const ids = [...a, ...b].map((j) => j.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(20);
    await database.pool.query(`UPDATE jobs SET state = 'pending', attempts = 0 WHERE queue = 'test.once'`);
    await drainJobs(database, logger);
    expect(seen.sort()).toEqual(Array.from({ length: 20 }, (_, i) => String(i)).sort());
  });

  it('enqueues inside a transaction that rolls back: no job survives', async () => {
    await database.db
      .transaction(async (tx) => {
        await enqueue(tx, 'test.rollback', {});
        throw new Error('abort');
      })
      .catch(() => {});
    const rows = await database.db.select().from(jobs).where(eq(jobs.queue, 'test.rollback'));
    expect(rows).toEqual([]);
  });

  it('retries a failing job with back-off and marks it failed after maxAttempts', async () => {
    let calls = 0;
    registerJobHandler('test.fail', async () => {
      calls++;
      throw new Error('boom');
    });
    const id = await enqueue(database.db, 'test.fail', {}, { maxAttempts: 2 });
    await drainJobs(database, logger);
    let [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row?.state).toBe('pending');
    expect(row?.lastError).toBe('boom');
    // Not `now()`: run_at is timestamptz(3), which ROUNDS — now() stored can lie up to 0.5 ms in the future
    // (this failed now and then, most often on PostgreSQL 15).
    await database.pool.query(`UPDATE jobs SET run_at = now() - interval '1 second' WHERE id = $1`, [id]);
    await drainJobs(database, logger);
    [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row?.state).toBe('failed');
    expect(calls).toBe(2);
  });
});
