/**
 * Ingest (idempotent per batch id, all or nothing) and queries (parsed, planned, optionally cached).
 */
import { hash as digest } from 'node:crypto';
import type { Database, Tx } from '../../db/client.ts';
import { CODES } from '../../lib/error-codes.ts';
import { conflict, fieldError } from '../../lib/errors.ts';
import { claimBatch } from './metrics.repo.ts';
import { type MetricMemo, type PointInput, recordPoints, rememberMetrics } from './points.repo.ts';
import { parseQuery, QueryError } from './query-language.ts';
import { type QueryResult, runQuery } from './query.repo.ts';

type IngestBody = { batchId?: string | undefined; points: PointInput[] };
type IngestAnswer = { batchId: string | null; accepted: number; replayed: boolean };

/** One batch inside a transaction: its idempotency claim, then its points (appended to `points` of its project). */
async function claim(tx: Tx, projectId: string, body: IngestBody): Promise<IngestAnswer | null> {
  const batchId = body.batchId ?? null;
  if (!batchId) return null;
  const hash = digest('sha256', JSON.stringify(body.points), 'hex');
  const claimed = await claimBatch(tx, projectId, batchId, hash, body.points.length);
  if (claimed.first) return null;
  if (claimed.previous.requestHash !== hash) throw conflict('This batchId was used with other points.', CODES.METRIC_BATCH_REUSED);
  return { batchId, accepted: claimed.previous.accepted, replayed: true };
}

/** Write batches in ONE transaction: claims in order, then each project's new points in one recordPoints call. */
async function writeGroup(database: Database, group: { projectId: string; body: IngestBody }[]) {
  const seen = new Map<string, Map<string, MetricMemo>>();
  const answers = await database.db.transaction(async (tx) => {
    const out: IngestAnswer[] = [];
    const byProject = new Map<string, PointInput[]>();
    for (const { projectId, body } of group) {
      const replay = await claim(tx, projectId, body);
      out.push(replay ?? { batchId: body.batchId ?? null, accepted: body.points.length, replayed: false });
      if (!replay) byProject.set(projectId, [...(byProject.get(projectId) ?? []), ...body.points]);
    }
    for (const [projectId, points] of [...byProject.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const s = new Map<string, MetricMemo>();
      seen.set(projectId, s);
      await recordPoints(tx, projectId, points, new Date(), s);
    }
    return out;
  });
  for (const [projectId, s] of seen) rememberMetrics(projectId, s);
  return answers;
}

/**
 * Ingest with group commit: batches arriving while a write is under way wait (at most MAX_GROUP_POINTS points)
 * and are written together by this process's single ingest writer — one transaction, one rollup upsert per
 * project, one commit — and each caller is answered after that commit. Writers no longer queue on each other's
 * locks of the same hot rollup rows. All or nothing per batch: when a group fails (a reused batch id, bad data),
 * its batches are written again one by one, so only the faulty one fails.
 */
const MAX_GROUP_POINTS = 20_000;
const waiting: { database: Database; projectId: string; body: IngestBody; done: (a: IngestAnswer) => void; fail: (e: unknown) => void }[] =
  [];
let writing = false;

export function ingest(database: Database, projectId: string, body: IngestBody): Promise<IngestAnswer> {
  return new Promise((done, fail) => {
    waiting.push({ database, projectId, body, done, fail });
    if (!writing) void drain();
  });
}

async function drain() {
  writing = true;
  try {
    while (waiting.length) {
      const first = waiting[0]!;
      let n = 0;
      let points = 0;
      // One group per database (tests run several apps in one process).
      while (
        n < waiting.length &&
        waiting[n]!.database === first.database &&
        (n === 0 || points + waiting[n]!.body.points.length <= MAX_GROUP_POINTS)
      )
        points += waiting[n++]!.body.points.length;
      const group = waiting.splice(0, n);
      try {
        const answers = await writeGroup(first.database, group);
        for (const [i, g] of group.entries()) g.done(answers[i]!);
      } catch (err) {
        if (group.length === 1) group[0]!.fail(err);
        else
          for (const g of group)
            await writeGroup(g.database, [g]).then(
              ([a]) => g.done(a!),
              (e: unknown) => g.fail(e),
            );
      }
    }
  } finally {
    writing = false;
  }
}

/** Parse a query text; a syntax error or an unknown aggregation is a 422 on `query`. */
export function parse(text: string) {
  try {
    return parseQuery(text);
  } catch (err) {
    if (err instanceof QueryError) throw fieldError('query', err.message);
    throw err;
  }
}

export async function query(tx: Tx, projectId: string | null, text: string, start: string, end: string): Promise<QueryResult> {
  const q = parse(text);
  try {
    return await runQuery(tx, projectId, q, text, new Date(start), new Date(end));
  } catch (err) {
    if (err instanceof QueryError) throw fieldError('query', err.message);
    throw err;
  }
}

/** `POST /query` with `cache`: identical queries (project, text, range) within CACHE_MS answer the stored result. */
const CACHE_MS = 60_000;
const CACHE_MAX = 500;
const cache = new Map<string, { at: number; result: QueryResult }>();

export async function cachedQuery(tx: Tx, projectId: string, text: string, start: string, end: string, useCache: boolean) {
  const key = JSON.stringify([projectId, text.trim(), new Date(start).toISOString(), new Date(end).toISOString()]);
  const now = Date.now();
  if (useCache) {
    const hit = cache.get(key);
    if (hit && now - hit.at < CACHE_MS) return { ...hit.result, cached: true };
  }
  const result = await query(tx, projectId, text, start, end);
  if (useCache) {
    cache.set(key, { at: now, result });
    if (cache.size > CACHE_MAX) {
      // Keep the newest half (insertion order), drop the rest.
      const keep = [...cache.entries()].sort((a, b) => b[1].at - a[1].at).slice(0, CACHE_MAX / 2);
      cache.clear();
      for (const [k, v] of keep) cache.set(k, v);
    }
  }
  return { ...result, cached: false };
}
