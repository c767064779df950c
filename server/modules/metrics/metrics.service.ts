/**
 * Ingest (idempotent per batch id, all or nothing) and queries (parsed, planned, optionally cached).
 */
import { hash as digest } from 'node:crypto';
import type { Database, Tx } from '../../db/client.ts';
import { CODES } from '../../lib/error-codes.ts';
import { conflict, fieldError } from '../../lib/errors.ts';
import { claimBatch } from './metrics.repo.ts';
import { type PointInput, recordPoints } from './points.repo.ts';
import { parseQuery, QueryError } from './query-language.ts';
import { type QueryResult, runQuery } from './query.repo.ts';

export async function ingest(database: Database, projectId: string, body: { batchId?: string | undefined; points: PointInput[] }) {
  const batchId = body.batchId ?? null;
  return database.db.transaction(async (tx) => {
    if (batchId) {
      const hash = digest('sha256', JSON.stringify(body.points), 'hex');
      const claim = await claimBatch(tx, projectId, batchId, hash, body.points.length);
      if (!claim.first) {
        if (claim.previous.requestHash !== hash) throw conflict('This batchId was used with other points.', CODES.METRIC_BATCH_REUSED);
        return { batchId, accepted: claim.previous.accepted, replayed: true };
      }
    }
    const accepted = await recordPoints(tx, projectId, body.points);
    return { batchId, accepted, replayed: false };
  });
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
