/**
 * Writing points: the raw rows and the minute/hour/day rollups in one statement (so in the caller's
 * transaction), the metric rows found or created by name. Used by ingest, `POST /`, and the `recordMetrics`
 * hook other areas call in their own transactions (an order placed → orders.count, orders.revenue).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { MetricLabels } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { enqueue } from '../../lib/jobs.ts';

export interface PointInput {
  metric: string;
  value: number;
  /** ISO-8601; now when absent. */
  timestamp?: string | undefined;
  labels?: MetricLabels | undefined;
}

/** Canonical JSON of a label set (keys sorted), the series key. */
export function seriesKeyOf(labels: MetricLabels | undefined): string {
  if (!labels) return '{}';
  const keys = Object.keys(labels).sort();
  return JSON.stringify(Object.fromEntries(keys.map((k) => [k, String(labels[k])])));
}

/** Rollup resolutions and their bucket width (UTC; days are whole UTC days). */
const UNITS = [
  ['minute', 60_000],
  ['hour', 3_600_000],
  ['day', 86_400_000],
] as const;

const rows = <T>(r: unknown): T[] => ((r as { rows?: T[] }).rows ?? (r as T[])) as T[];

/**
 * What this process knows to be committed about a metric (id, last point to the minute, label keys): a batch whose
 * metrics are all known and current writes no `metrics` row and reads none. Filled only after a commit
 * (`rememberMetrics`), so a rolled-back creation is never remembered.
 */
export interface MetricMemo {
  id: string;
  last: string;
  keys: Set<string>;
}
const memo = new Map<string, MetricMemo>();
const MEMO_MAX = 50_000;

/** Record what a committed transaction ensured (from the `seen` map recordPoints filled). */
export function rememberMetrics(projectId: string, seen: Map<string, MetricMemo>) {
  if (memo.size > MEMO_MAX) memo.clear();
  for (const [name, m] of seen) {
    const key = `${projectId}\u0000${name}`;
    const had = memo.get(key);
    memo.set(key, had ? { id: m.id, last: had.last > m.last ? had.last : m.last, keys: new Set([...had.keys, ...m.keys]) } : m);
  }
}

/** Metric ids by name, creating the missing ones (concurrent creators converge on one row). */
async function metricIds(
  tx: Tx,
  projectId: string,
  all: string[],
  labelKeys: Map<string, Set<string>>,
  last: Map<string, string>,
  seen?: Map<string, MetricMemo>,
) {
  const ids = new Map<string, string>();
  // Known, current metrics (last point within the minute, no new label key) need no read and no write.
  const names = all.filter((n) => {
    const m = memo.get(`${projectId}\u0000${n}`);
    const lastTs = last.get(n) ?? '';
    const current = m && Date.parse(m.last) >= Date.parse(lastTs) - 60_000 && [...(labelKeys.get(n) ?? [])].every((k) => m.keys.has(k));
    if (current) ids.set(n, m.id);
    return !current;
  });
  if (!names.length) return ids;
  const found = rows<{ id: string; name: string }>(
    await tx.execute(sql`SELECT id, name FROM metrics WHERE project_id = ${projectId} AND name = ANY(${sql.param(names)}::text[])`),
  );
  for (const r of found) ids.set(r.name, r.id);
  const missing = names.filter((n) => !ids.has(n)).sort();
  if (missing.length) {
    const newIds = missing.map(() => newId('met'));
    await tx.execute(sql`
      INSERT INTO metrics (project_id, id, name, label_keys, last_point_at)
      SELECT ${projectId}, m.id, m.name, m.keys::jsonb, m.last::timestamptz
        FROM unnest(${sql.param(newIds)}::text[], ${sql.param(missing)}::text[],
                    ${sql.param(missing.map((n) => JSON.stringify([...(labelKeys.get(n) ?? [])].sort())))}::text[],
                    ${sql.param(missing.map((n) => last.get(n)))}::text[]) AS m(id, name, keys, last)
      ON CONFLICT (project_id, name) DO NOTHING`);
    const again = rows<{ id: string; name: string }>(
      await tx.execute(sql`SELECT id, name FROM metrics WHERE project_id = ${projectId} AND name = ANY(${sql.param(missing)}::text[])`),
    );
    for (const r of again) ids.set(r.name, r.id);
  }
  // Keep last_point_at (to the minute) and the label keys current; rows already current are neither written nor locked.
  await tx.execute(sql`
    UPDATE metrics m SET
      last_point_at = GREATEST(m.last_point_at, u.last::timestamptz),
      label_keys = (SELECT coalesce(jsonb_agg(DISTINCT k ORDER BY k), '[]'::jsonb) FROM jsonb_array_elements_text(m.label_keys || u.keys::jsonb) k)
      FROM unnest(${sql.param(names)}::text[], ${sql.param(names.map((n) => JSON.stringify([...(labelKeys.get(n) ?? [])])))}::text[],
                  ${sql.param(names.map((n) => last.get(n)))}::text[]) AS u(name, keys, last)
     WHERE m.project_id = ${projectId} AND m.name = u.name
       AND (m.last_point_at IS NULL OR m.last_point_at < u.last::timestamptz - interval '1 minute' OR NOT (m.label_keys @> u.keys::jsonb))`);
  for (const n of names) {
    const id = ids.get(n);
    if (id && seen) seen.set(n, { id, last: last.get(n) ?? '', keys: new Set(labelKeys.get(n) ?? []) });
  }
  return ids;
}

/**
 * Append points and fold them into the rollups. Returns how many were written. Call inside a transaction
 * (the rollups and the raw rows must agree).
 */
export async function recordPoints(
  tx: Tx,
  projectId: string,
  points: PointInput[],
  now = new Date(),
  /** Filled with the metrics this call ensured; pass it to `rememberMetrics` after the commit. */
  seen?: Map<string, MetricMemo>,
): Promise<number> {
  if (!points.length) return 0;
  const nowIso = now.toISOString();
  const labelKeys = new Map<string, Set<string>>();
  const last = new Map<string, string>();
  for (const p of points) {
    const keys = labelKeys.get(p.metric) ?? new Set<string>();
    for (const k of Object.keys(p.labels ?? {})) keys.add(k);
    labelKeys.set(p.metric, keys);
    const ts = p.timestamp ?? nowIso;
    if ((last.get(p.metric) ?? '') < ts) last.set(p.metric, ts);
  }
  const names = [...labelKeys.keys()].sort();
  const ids = await metricIds(tx, projectId, names, labelKeys, last, seen);
  const metricCol: string[] = [];
  const tsCol: string[] = [];
  const valueCol: number[] = [];
  const keyCol: string[] = [];
  // The rollup rows of the batch, aggregated here (a batch of recent points folds into a few rows per series).
  const groups = new Map<
    string,
    { metricId: string; resolution: string; bucket: string; seriesKey: string; count: number; sum: number; min: number; max: number }
  >();
  for (const p of points) {
    const metricId = ids.get(p.metric) as string;
    const ts = p.timestamp ?? nowIso;
    const seriesKey = seriesKeyOf(p.labels);
    metricCol.push(metricId);
    tsCol.push(ts);
    valueCol.push(p.value);
    keyCol.push(seriesKey);
    const ms = Date.parse(ts);
    for (const [resolution, unit] of UNITS) {
      const bucket = new Date(Math.floor(ms / unit) * unit).toISOString();
      const key = `${metricId}\u0000${resolution}\u0000${bucket}\u0000${seriesKey}`;
      const g = groups.get(key);
      if (g) {
        g.count += 1;
        g.sum += p.value;
        if (p.value < g.min) g.min = p.value;
        if (p.value > g.max) g.max = p.value;
      } else groups.set(key, { metricId, resolution, bucket, seriesKey, count: 1, sum: p.value, min: p.value, max: p.value });
    }
  }
  // In key order, so concurrent batches lock shared rollup rows in the same order (no deadlocks).
  const rollups = [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, g]) => g);
  const col = <K extends keyof (typeof rollups)[number]>(k: K) => sql.param(rollups.map((g) => g[k]));
  await tx.execute(sql`
    WITH ins AS (
      INSERT INTO metric_points (project_id, metric_id, ts, value, series_key, labels)
      SELECT ${projectId}, p.metric_id, p.ts, p.value, p.series_key, p.series_key::jsonb
        FROM unnest(${sql.param(metricCol)}::text[], ${sql.param(tsCol)}::timestamptz[], ${sql.param(valueCol)}::float8[],
                    ${sql.param(keyCol)}::text[]) AS p(metric_id, ts, value, series_key)
    )
    INSERT INTO metric_rollups AS r (project_id, metric_id, resolution, bucket, series_key, labels, count, sum, min, max)
    SELECT ${projectId}, u.metric_id, u.resolution, u.bucket, u.series_key, u.series_key::jsonb, u.count, u.sum, u.min, u.max
      FROM unnest(${col('metricId')}::text[], ${col('resolution')}::text[], ${col('bucket')}::timestamptz[], ${col('seriesKey')}::text[],
                  ${col('count')}::bigint[], ${col('sum')}::float8[], ${col('min')}::float8[], ${col('max')}::float8[])
           AS u(metric_id, resolution, bucket, series_key, count, sum, min, max)
    ON CONFLICT (project_id, metric_id, resolution, bucket, series_key) DO UPDATE SET
      count = r.count + excluded.count, sum = r.sum + excluded.sum,
      min = LEAST(r.min, excluded.min), max = GREATEST(r.max, excluded.max)`);
  return points.length;
}

/** Retention per resolution (docs/decisions/metrics.md); returns rows deleted per kind. */
export const RETENTION_DAYS = { raw: 35, minute: 14, hour: 400, day: 3650 } as const;

export async function applyRetention(tx: Tx, now = new Date()) {
  const before = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  const deleted: Record<string, number> = {};
  const count = (r: unknown) => (r as { rowCount?: number }).rowCount ?? 0;
  deleted.raw = count(await tx.execute(sql`DELETE FROM metric_points WHERE ts < ${before(RETENTION_DAYS.raw)}`));
  for (const res of ['minute', 'hour', 'day'] as const)
    deleted[res] = count(
      await tx.execute(sql`DELETE FROM metric_rollups WHERE resolution = ${res} AND bucket < ${before(RETENTION_DAYS[res])}`),
    );
  deleted.batches = count(await tx.execute(sql`DELETE FROM metric_batches WHERE created_at < ${before(7)}`));
  return deleted;
}

/** One pending retention pass at any time. */
export async function ensureRetentionScheduled(tx: Tx) {
  const r = await tx.execute(sql`SELECT 1 FROM jobs WHERE queue = ${'metrics.retention'} AND state IN ('pending', 'running') LIMIT 1`);
  if (!(r as unknown as { rows: unknown[] }).rows.length)
    await enqueue(tx, 'metrics.retention', {}, { runAt: new Date(Date.now() + 3_600_000) });
}
