/**
 * Background jobs on PostgreSQL. Why not pg-boss: its current majors (≥ 12) need Node 22, and keeping jobs
 * in our own drizzle-migrated table lets a module enqueue in the same transaction as its write (a
 * transactional outbox: a notification and its push delivery commit or roll back together).
 *
 * Workers in any number of processes claim due jobs with `FOR UPDATE SKIP LOCKED`; a job whose worker died
 * is reclaimed when its lock expires; failures retry with exponential back-off up to `maxAttempts`.
 * `NOTIFY jobs` wakes idle workers at once; otherwise they poll.
 */
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { newId } from './ids.ts';
import type { Logger } from './logger.ts';
import { listen } from './pg-listener.ts';

/** `database` and `log` are handed to every handler so job code needs no globals. */
export type JobHandler = (payload: unknown, job: { id: string; attempts: number; database: Database; log: Logger }) => Promise<void>;

const handlers = new Map<string, JobHandler>();

/** Modules register their job handlers at import time. */
export function registerJobHandler(queue: string, handler: JobHandler) {
  handlers.set(queue, handler);
}

export async function enqueue(tx: Tx, queue: string, payload: unknown, opts: { runAt?: Date; maxAttempts?: number } = {}): Promise<string> {
  const id = newId('job');
  await tx.insert(jobs).values({
    id,
    queue,
    payload: payload as object,
    runAt: (opts.runAt ?? new Date()).toISOString(),
    maxAttempts: opts.maxAttempts ?? 5,
  });
  await tx.execute(sql`SELECT pg_notify('jobs', ${queue})`);
  return id;
}

/** Enqueue many jobs of one queue in one statement (fan-out, e.g. a push per project member). */
export async function enqueueMany(tx: Tx, queue: string, payloads: unknown[], opts: { maxAttempts?: number } = {}): Promise<string[]> {
  if (!payloads.length) return [];
  const runAt = new Date().toISOString();
  const rows = payloads.map((payload) => ({
    id: newId('job'),
    queue,
    payload: payload as object,
    runAt,
    maxAttempts: opts.maxAttempts ?? 5,
  }));
  await tx.insert(jobs).values(rows);
  await tx.execute(sql`SELECT pg_notify('jobs', ${queue})`);
  return rows.map((r) => r.id);
}

interface ClaimedJob {
  id: string;
  queue: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/** Claim up to `limit` due jobs for this process. */
export async function claimJobs(database: Database, limit: number, lockSeconds = 60): Promise<ClaimedJob[]> {
  const res = await database.pool.query<ClaimedJob>(
    `UPDATE jobs SET state = 'running', attempts = attempts + 1,
            locked_until = now() + make_interval(secs => $2)
      WHERE id IN (
        SELECT id FROM jobs
         WHERE (state = 'pending' AND run_at <= now())
            OR (state = 'running' AND locked_until < now())
         ORDER BY run_at
         FOR UPDATE SKIP LOCKED
         LIMIT $1)
      RETURNING id, queue, payload, attempts, max_attempts`,
    [limit, lockSeconds],
  );
  return res.rows;
}

export async function runJob(database: Database, job: ClaimedJob, log: Logger): Promise<void> {
  const handler = handlers.get(job.queue);
  try {
    if (!handler) throw new Error(`no handler for queue ${job.queue}`);
    await handler(job.payload, { id: job.id, attempts: job.attempts, database, log });
    await database.pool.query(`UPDATE jobs SET state = 'done', finished_at = now(), locked_until = NULL WHERE id = $1`, [job.id]);
  } catch (err) {
    const failed = job.attempts >= job.max_attempts;
    const backoffSeconds = Math.min(3600, 2 ** job.attempts);
    log.warn({ err, jobId: job.id, queue: job.queue, attempts: job.attempts, failed }, 'job failed');
    await database.pool.query(
      `UPDATE jobs SET state = $2, last_error = $3, locked_until = NULL,
              run_at = now() + make_interval(secs => $4), finished_at = CASE WHEN $2 = 'failed' THEN now() END
        WHERE id = $1`,
      [job.id, failed ? 'failed' : 'pending', String((err as Error)?.message ?? err), backoffSeconds],
    );
  }
}

/** Run every due job now (tests and the CLI use this; the worker loop uses it too). */
export async function drainJobs(database: Database, log: Logger, batch = 10): Promise<number> {
  let total = 0;
  for (;;) {
    const claimed = await claimJobs(database, batch);
    if (!claimed.length) return total;
    await Promise.all(claimed.map((j) => runJob(database, j, log)));
    total += claimed.length;
  }
}

/**
 * LISTEN jobs over the process's listening connection (server/lib/pg-listener.ts), which survives a PostgreSQL
 * restart. After every (re)connect it wakes the worker once, for jobs whose NOTIFY it missed.
 */
function listenForJobs(database: Database, wake: () => void) {
  return listen(database.url, 'jobs', { notify: () => wake(), connected: () => wake() });
}

/** Start the worker loop: wakes on NOTIFY jobs, or every `pollMs`. Returns a stop function. */
export async function startWorker(database: Database, log: Logger, pollMs = 2000): Promise<() => Promise<void>> {
  let stopped = false;
  let wake: (() => void) | null = null;
  const listener = listenForJobs(database, () => wake?.());
  await listener.ready;
  const loop = (async () => {
    while (!stopped) {
      try {
        await drainJobs(database, log);
      } catch (err) {
        log.error({ err }, 'job loop error');
      }
      if (stopped) break;
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(t);
          resolve();
        };
      });
      wake = null;
    }
  })();
  return async () => {
    stopped = true;
    wake?.();
    await loop;
    await listener.stop();
  };
}
