/**
 * Running a parsed query over a time range: sum/avg/min/max/count from the rollup the step picks, p95 from the
 * raw points (exact; raw points are kept RETENTION_DAYS.raw days). Tenancy: a project id scopes every read;
 * `null` (admin query only) reads every project and may group by `project`.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { type Aggregation, autoStep, MAX_POINTS, type ParsedQuery, QueryError, resolutionFor } from './query-language.ts';

export interface SeriesPoint {
  t: string;
  v: number | null;
}
export interface Series {
  group: Record<string, string | null>;
  points: SeriesPoint[];
}
export interface QueryResult {
  query: string;
  metric: string;
  aggregation: Aggregation;
  start: string;
  end: string;
  step: number;
  resolution: 'minute' | 'hour' | 'day' | 'raw';
  series: Series[];
}

const UNIT_SECONDS = { minute: 60, hour: 3600, day: 86400 } as const;
const rowsOf = <T>(r: unknown): T[] => ((r as { rows?: T[] }).rows ?? (r as T[])) as T[];

export function planQuery(q: ParsedQuery, start: Date, end: Date) {
  const range = (end.getTime() - start.getTime()) / 1000;
  const step = q.step ?? autoStep(range);
  if (step % 60 !== 0) throw new QueryError('The step must be a whole number of minutes.');
  if (range / step > MAX_POINTS) throw new QueryError(`The step is too small for this range: at most ${MAX_POINTS} points per series.`);
  const resolution = resolutionFor(step);
  // The range is widened to whole buckets of the resolution, so every bucket is read whole.
  const unit = UNIT_SECONDS[resolution] * 1000;
  const from = new Date(Math.floor(start.getTime() / unit) * unit);
  return { step, resolution, from, to: end };
}

function labelConditions(q: ParsedQuery, col: SQL): SQL[] {
  return q.filters.map((f) => {
    if (f.label === 'project') return f.op === '=' ? sql`m.project_id = ${f.value}` : sql`m.project_id <> ${f.value}`;
    const has = sql`${col} @> jsonb_build_object(${f.label}::text, ${f.value}::text)`;
    return f.op === '=' ? has : sql`NOT (${has})`;
  });
}

function groupColumns(q: ParsedQuery, col: SQL): SQL[] {
  return q.groupBy.map((g, i) =>
    g === 'project' ? sql`m.project_id AS ${sql.raw(`g${i}`)}` : sql`${col}->>${g}::text AS ${sql.raw(`g${i}`)}`,
  );
}

export async function runQuery(
  tx: Tx,
  projectId: string | null,
  q: ParsedQuery,
  text: string,
  start: Date,
  end: Date,
): Promise<QueryResult> {
  const plan = planQuery(q, start, end);
  const stepInterval = sql`make_interval(secs => ${plan.step})`;
  const from = plan.from.toISOString();
  const to = plan.to.toISOString();
  const scope = projectId === null ? sql`TRUE` : sql`m.project_id = ${projectId}`;
  const groups = q.groupBy.map((_, i) => sql.raw(`g${i}`));
  const raw = q.aggregation === 'p95';
  const src = raw ? sql`p` : sql`r`;
  const labels = sql`${src}.labels`;
  const where = [scope, sql`m.name = ${q.metric}`, ...labelConditions(q, labels)];
  const aggregate: Record<Aggregation, SQL> = {
    sum: sql`sum(r.sum)`,
    count: sql`sum(r.count)`,
    avg: sql`sum(r.sum) / nullif(sum(r.count), 0)`,
    min: sql`min(r.min)`,
    max: sql`max(r.max)`,
    p95: sql`percentile_cont(0.95) WITHIN GROUP (ORDER BY p.value)`,
  };
  const bucket = raw
    ? sql`date_bin(${stepInterval}, p.ts, ${from}::timestamptz)`
    : sql`date_bin(${stepInterval}, r.bucket, ${from}::timestamptz)`;
  const body = raw
    ? sql`FROM metrics m JOIN metric_points p ON p.project_id = m.project_id AND p.metric_id = m.id
           WHERE ${sql.join(where, sql` AND `)} AND p.ts >= ${from} AND p.ts < ${to}`
    : sql`FROM metrics m JOIN metric_rollups r ON r.project_id = m.project_id AND r.metric_id = m.id
           WHERE ${sql.join(where, sql` AND `)} AND r.resolution = ${plan.resolution} AND r.bucket >= ${from} AND r.bucket < ${to}`;
  const select = sql.join([sql`${bucket} AS t`, ...groupColumns(q, labels), sql`(${aggregate[q.aggregation]})::float8 AS v`], sql`, `);
  const groupBy = sql.join([sql`t`, ...groups], sql`, `);
  // One row per series (times as epoch milliseconds, values in step order): a few rows to parse, not thousands.
  const outer = sql.join(
    [...groups, sql`array_agg((extract(epoch FROM t) * 1000)::float8 ORDER BY t) AS ts`, sql`array_agg(v ORDER BY t) AS vs`],
    sql`, `,
  );
  const result = rowsOf<Record<string, unknown>>(
    await tx.execute(
      sql`SELECT ${outer} FROM (SELECT ${select} ${body} GROUP BY ${groupBy}) AS b${groups.length ? sql` GROUP BY ${sql.join(groups, sql`, `)} ORDER BY ${sql.join(groups, sql`, `)}` : sql``}`,
    ),
  );

  const series = new Map<string, Series>();
  for (const row of result) {
    const ts = (row.ts as (number | string)[] | null) ?? [];
    if (!ts.length) continue;
    const vs = (row.vs as (number | string | null)[]) ?? [];
    const group = Object.fromEntries(q.groupBy.map((g, i) => [g, (row[`g${i}`] as string | null) ?? null]));
    series.set(JSON.stringify(group), {
      group,
      points: ts.map((t, i) => ({ t: new Date(Number(t)).toISOString(), v: vs[i] === null || vs[i] === undefined ? null : Number(vs[i]) })),
    });
  }
  const out = [...series.values()];
  // Counts and sums are zero where nothing happened: fill the empty steps so a chart does not join across them.
  if (q.aggregation === 'sum' || q.aggregation === 'count') for (const s of out) s.points = fill(s.points, plan.from, plan.to, plan.step);
  return {
    query: text,
    metric: q.metric,
    aggregation: q.aggregation,
    start: plan.from.toISOString(),
    end: to,
    step: plan.step,
    resolution: raw ? 'raw' : plan.resolution,
    series: out,
  };
}

function fill(points: SeriesPoint[], from: Date, to: Date, step: number): SeriesPoint[] {
  const byT = new Map(points.map((p) => [p.t, p.v]));
  const out: SeriesPoint[] = [];
  for (let t = from.getTime(); t < to.getTime(); t += step * 1000) {
    const iso = new Date(t).toISOString();
    out.push({ t: iso, v: byT.get(iso) ?? 0 });
  }
  return out;
}

/** Whether the metric has a point since `since` (no-data monitors). */
export async function hasPointsSince(tx: Tx, projectId: string, metric: string, since: Date): Promise<boolean> {
  const r = rowsOf<{ ok: boolean }>(
    await tx.execute(sql`SELECT EXISTS (
      SELECT 1 FROM metrics m JOIN metric_points p ON p.project_id = m.project_id AND p.metric_id = m.id
       WHERE m.project_id = ${projectId} AND m.name = ${metric} AND p.ts >= ${since.toISOString()}) AS ok`),
  );
  return r[0]?.ok === true;
}
