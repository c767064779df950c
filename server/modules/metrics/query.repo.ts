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

function labelConditions(q: ParsedQuery, col: SQL, projectCol: SQL = sql`m.project_id`): SQL[] {
  return q.filters.map((f) => {
    if (f.label === 'project') return f.op === '=' ? sql`${projectCol} = ${f.value}` : sql`${projectCol} <> ${f.value}`;
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
  if (q.aggregation === 'p95') return runRawQuery(tx, projectId, q, text, plan);
  const from = plan.from.toISOString();
  const to = plan.to.toISOString();
  // The rollup rows of the range, one row per series (project × series key) with its buckets and figures as
  // arrays: one index range scan and a hash aggregate on the series key — no per-row date or JSON functions, no
  // sort. Binning to the step and grouping by label happen below over a few thousand numbers.
  const needs = {
    sum: q.aggregation === 'sum' || q.aggregation === 'avg',
    count: q.aggregation === 'count' || q.aggregation === 'avg',
    min: q.aggregation === 'min',
    max: q.aggregation === 'max',
  };
  // Each column comes back as one bytea per series (big-endian int4 minutes / float8 values, concatenated in the
  // same row order): PostgreSQL builds it cheaply and the driver hands it over as a Buffer — no per-element text
  // parsing (an array_agg(float8) of 14,400 values cost ~5× more in the driver than the query itself).
  const cols = [
    sql`string_agg(int4send((extract(epoch FROM r.bucket) / 60)::int), ''::bytea) AS ts`,
    ...(needs.sum ? [sql`string_agg(float8send(r.sum), ''::bytea) AS sums`] : []),
    ...(needs.count ? [sql`string_agg(float8send(r.count::float8), ''::bytea) AS counts`] : []),
    ...(needs.min ? [sql`string_agg(float8send(r.min), ''::bytea) AS mins`] : []),
    ...(needs.max ? [sql`string_agg(float8send(r.max), ''::bytea) AS maxs`] : []),
  ];
  const filters = labelConditions(q, sql`r.labels`, sql`r.project_id`);
  const range = sql`r.resolution = ${plan.resolution} AND r.bucket >= ${from} AND r.bucket < ${to}`;
  const where =
    projectId === null
      ? sql`r.metric_id = m.id AND r.project_id = m.project_id AND m.name = ${q.metric} AND ${range}`
      : sql`r.project_id = ${projectId} AND r.metric_id = (SELECT id FROM metrics WHERE project_id = ${projectId} AND name = ${q.metric}) AND ${range}`;
  const result = rowsOf<{
    project_id: string;
    series_key: string;
    ts: Buffer;
    sums?: Buffer;
    counts?: Buffer;
    mins?: Buffer;
    maxs?: Buffer;
  }>(
    await tx.execute(sql`
      SELECT r.project_id, r.series_key, ${sql.join(cols, sql`, `)}
        FROM metric_rollups r${projectId === null ? sql`, metrics m` : sql``}
       WHERE ${where}${filters.length ? sql` AND ${sql.join(filters, sql` AND `)}` : sql``}
       GROUP BY r.project_id, r.series_key`),
  );

  // Bin each row's buckets to the step (date_bin from the rounded start), merged across the series of a group.
  const stepMs = plan.step * 1000;
  const fromMs = plan.from.getTime();
  const bins = Math.ceil((plan.to.getTime() - fromMs) / stepMs);
  interface Acc {
    group: Record<string, string | null>;
    sum: Float64Array;
    count: Float64Array;
    ext: Float64Array;
    seen: Uint8Array;
  }
  const accs = new Map<string, Acc>();
  for (const row of result) {
    const labels = JSON.parse(row.series_key) as Record<string, string>;
    const group = Object.fromEntries(q.groupBy.map((g) => [g, g === 'project' ? row.project_id : (labels[g] ?? null)]));
    const gk = JSON.stringify(q.groupBy.map((g) => group[g]));
    let acc = accs.get(gk);
    if (!acc) {
      acc = {
        group,
        sum: new Float64Array(bins),
        count: new Float64Array(bins),
        ext: new Float64Array(bins).fill(needs.min ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY),
        seen: new Uint8Array(bins),
      };
      accs.set(gk, acc);
    }
    const n = row.ts.length / 4;
    for (let i = 0; i < n; i++) {
      const b = Math.floor((row.ts.readInt32BE(i * 4) * 60_000 - fromMs) / stepMs);
      if (b < 0 || b >= bins) continue;
      acc.seen[b] = 1;
      if (row.sums) acc.sum[b]! += row.sums.readDoubleBE(i * 8);
      if (row.counts) acc.count[b]! += row.counts.readDoubleBE(i * 8);
      if (row.mins) acc.ext[b] = Math.min(acc.ext[b]!, row.mins.readDoubleBE(i * 8));
      if (row.maxs) acc.ext[b] = Math.max(acc.ext[b]!, row.maxs.readDoubleBE(i * 8));
    }
  }
  // ISO times once per step, shared by every series.
  const times: string[] = [];
  for (let b = 0; b < bins; b++) times.push(new Date(fromMs + b * stepMs).toISOString());
  const fill = q.aggregation === 'sum' || q.aggregation === 'count';
  const series: Series[] = [...accs.values()]
    .sort((a, b) => compareGroups(q.groupBy, a.group, b.group))
    .map((acc) => {
      const points: SeriesPoint[] = [];
      for (let b = 0; b < bins; b++) {
        // Counts and sums are zero where nothing happened: every step is present so a chart does not join across gaps.
        if (!acc.seen[b] && !fill) continue;
        const v =
          q.aggregation === 'sum'
            ? acc.sum[b]!
            : q.aggregation === 'count'
              ? acc.count[b]!
              : q.aggregation === 'avg'
                ? acc.count[b]
                  ? acc.sum[b]! / acc.count[b]!
                  : null
                : acc.ext[b]!;
        points.push({ t: times[b]!, v });
      }
      return { group: acc.group, points };
    })
    .filter((s) => s.points.length > 0);
  return {
    query: text,
    metric: q.metric,
    aggregation: q.aggregation,
    start: from,
    end: to,
    step: plan.step,
    resolution: plan.resolution,
    series,
  };
}

function compareGroups(keys: string[], a: Record<string, string | null>, b: Record<string, string | null>) {
  for (const k of keys) {
    const x = a[k] ?? null;
    const y = b[k] ?? null;
    if (x === y) continue;
    if (x === null) return 1;
    if (y === null) return -1;
    return x < y ? -1 : 1;
  }
  return 0;
}

/** p95 from the raw points (exact): the percentile per step and group, computed by PostgreSQL. */
async function runRawQuery(
  tx: Tx,
  projectId: string | null,
  q: ParsedQuery,
  text: string,
  plan: ReturnType<typeof planQuery>,
): Promise<QueryResult> {
  const stepInterval = sql`make_interval(secs => ${plan.step})`;
  const from = plan.from.toISOString();
  const to = plan.to.toISOString();
  const scope = projectId === null ? sql`TRUE` : sql`m.project_id = ${projectId}`;
  const groups = q.groupBy.map((_, i) => sql.raw(`g${i}`));
  const labels = sql`p.labels`;
  const where = [scope, sql`m.name = ${q.metric}`, ...labelConditions(q, labels)];
  const bucket = sql`date_bin(${stepInterval}, p.ts, ${from}::timestamptz)`;
  const body = sql`FROM metrics m JOIN metric_points p ON p.project_id = m.project_id AND p.metric_id = m.id
           WHERE ${sql.join(where, sql` AND `)} AND p.ts >= ${from} AND p.ts < ${to}`;
  const aggregate = sql`percentile_cont(0.95) WITHIN GROUP (ORDER BY p.value)`;
  const select = sql.join([sql`${bucket} AS t`, ...groupColumns(q, labels), sql`(${aggregate})::float8 AS v`], sql`, `);
  const groupBy = sql.join([sql`t`, ...groups], sql`, `);
  const outer = sql.join(
    [...groups, sql`array_agg((extract(epoch FROM t) * 1000)::float8 ORDER BY t) AS ts`, sql`array_agg(v ORDER BY t) AS vs`],
    sql`, `,
  );
  const result = rowsOf<Record<string, unknown>>(
    await tx.execute(
      sql`SELECT ${outer} FROM (SELECT ${select} ${body} GROUP BY ${groupBy}) AS b${groups.length ? sql` GROUP BY ${sql.join(groups, sql`, `)} ORDER BY ${sql.join(groups, sql`, `)}` : sql``}`,
    ),
  );
  const series: Series[] = [];
  for (const row of result) {
    const ts = (row.ts as (number | string)[] | null) ?? [];
    if (!ts.length) continue;
    const vs = (row.vs as (number | string | null)[]) ?? [];
    const group = Object.fromEntries(q.groupBy.map((g, i) => [g, (row[`g${i}`] as string | null) ?? null]));
    series.push({
      group,
      points: ts.map((t, i) => ({ t: new Date(Number(t)).toISOString(), v: vs[i] === null || vs[i] === undefined ? null : Number(vs[i]) })),
    });
  }
  return { query: text, metric: q.metric, aggregation: q.aggregation, start: from, end: to, step: plan.step, resolution: 'raw', series };
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
