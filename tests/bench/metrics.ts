/**
 * The metrics bench (issue 23). In `npm run bench` (tests/bench/run.ts calls `benchMetrics` on its real server),
 * or alone: `npx tsx tests/bench/metrics.ts` (its own server and database, the demo seed included).
 * - ingest: POST /v2/metrics/ingest, batches of 1,000 points (recent points of 20 series — a live source), 4
 *   connections → points/s (target ≥ 20,000);
 * - a 30-day hourly query (`sum:bench.latency by {route} step 1h`, 20 series × 720 points, from the hour rollups)
 *   over BENCH_METRIC_POINTS raw points (default 10,000,000; 0 skips the query rows) → p99 and req/s at 10
 *   connections; and the figure, one query's latency (`sum:bench.latency step 1h`, one series × 720) →
 *   p99 at one connection (target ≤ 100 ms);
 * - the dashboard's data in one round trip (the demo project with orders installed) → p99 at 10 connections, and
 *   at one connection (target ≤ 50 ms).
 * The history is written by SQL in the shape the ingest writes (raw rows from generate_series, then their
 * minute (last 14 days), hour and day rollups by GROUP BY) — timed and printed as a row. The foreign-key checks
 * are skipped for that one setup statement (`session_replication_role = replica`): every row references the same
 * existing project.
 * Env: BENCH_METRIC_POINTS, BENCH_ROUNDS, BENCH_API_SECONDS.
 */
import { rmSync } from 'node:fs';
import pg from 'pg';
import { freePort } from '../../server/lib/free-port.ts';
import { httpFigures } from './http.ts';
import { signInBearer, startRealServer } from './processes.ts';
import { makeRow, printTable, type Row } from './report.ts';

export interface MetricsBenchOptions {
  url: string;
  databaseUrl: string;
  rounds: number;
  seconds: number;
}

/** The same 1,000 recent points for every request (the ingest answers each batch on its own). */
const batch = () =>
  JSON.stringify({
    points: Array.from({ length: 1000 }, (_, i) => ({
      metric: 'bench.ingest',
      value: (i * 7919) % 1000,
      timestamp: new Date(Date.now() - ((i * 104_729) % 60_000)).toISOString(),
      labels: { route: `/r${i % 20}`, status: i % 10 ? '2xx' : '5xx' },
    })),
  });

/** Raw points over the last 30 days for 20 series, and their rollups, by SQL. Returns seconds taken. */
async function writeHistory(db: pg.Client, projectId: string, points: number) {
  const t0 = performance.now();
  const metricId = 'met_bench_latency';
  await db.query(
    `INSERT INTO metrics (project_id, id, name, label_keys, last_point_at) VALUES ($1, $2, 'bench.latency', '["route"]', now()) ON CONFLICT DO NOTHING`,
    [projectId, metricId],
  );
  await db.query('BEGIN');
  await db.query('SET LOCAL session_replication_role = replica');
  await db.query(
    `INSERT INTO metric_points (project_id, metric_id, ts, value, series_key, labels)
     SELECT $1, $2, now() - (i * (30 * 86400.0 / $3)) * interval '1 second', (i::bigint * 7919) % 1000,
            '{"route":"/r' || (i % 20) || '"}', ('{"route":"/r' || (i % 20) || '"}')::jsonb
       FROM generate_series(1, $3::int) AS i`,
    [projectId, metricId, points],
  );
  await db.query('COMMIT');
  const rollup = (res: 'minute' | 'hour', since: string) =>
    db.query(
      `INSERT INTO metric_rollups (project_id, metric_id, resolution, bucket, series_key, labels, count, sum, min, max)
       SELECT $1, metric_id, '${res}', date_trunc('${res}', ts, 'UTC'), series_key, series_key::jsonb, count(*), sum(value), min(value), max(value)
         FROM metric_points WHERE project_id = $1 AND metric_id = $2 AND ts >= ${since}
        GROUP BY metric_id, 4, series_key`,
      [projectId, metricId],
    );
  await rollup('minute', `now() - interval '14 days'`);
  await rollup('hour', `'-infinity'`);
  await db.query(
    `INSERT INTO metric_rollups (project_id, metric_id, resolution, bucket, series_key, labels, count, sum, min, max)
     SELECT project_id, metric_id, 'day', date_trunc('day', bucket, 'UTC'), series_key, series_key::jsonb, sum(count), sum(sum), min(min), max(max)
       FROM metric_rollups WHERE project_id = $1 AND metric_id = $2 AND resolution = 'hour'
      GROUP BY project_id, metric_id, 4, series_key`,
    [projectId, metricId],
  );
  await db.query('VACUUM ANALYZE metric_points');
  await db.query('VACUUM ANALYZE metric_rollups');
  return (performance.now() - t0) / 1000;
}

export async function benchMetrics(o: MetricsBenchOptions): Promise<Row[]> {
  const target = Number(process.env.BENCH_METRIC_POINTS ?? 10_000_000);
  const db = new pg.Client({ connectionString: o.databaseUrl });
  await db.connect();
  const rows: Row[] = [];
  try {
    const { token } = await signInBearer(o.url);
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const projects = (
      (await (await fetch(`${o.url}/v1/projects`, { headers: auth })).json()) as {
        projects: { id: string; integrations?: string[] }[];
      }
    ).projects;
    const projectId = (projects.find((p) => p.integrations?.includes('orders')) ?? projects[0]!).id;
    const body = batch();
    const series: Record<string, { value: number; floor: null }[]> = {
      ingest: [],
      queryP99: [],
      queryRps: [],
      dashP99: [],
      queryOneP99: [],
      dashOneP99: [],
    };
    let history: string | null = null;
    if (target > 0) {
      console.log(`metrics bench: writing ${target.toLocaleString()} raw points + rollups …`);
      const s = await writeHistory(db, projectId, target);
      rows.push(
        makeRow({
          key: 'metricsGenerate',
          metric: `metrics: write ${target.toLocaleString()} raw points + minute/hour/day rollups by SQL (setup)`,
          unit: 's',
          better: 'lower',
          target: null,
          rounds: [{ value: Math.round(s * 10) / 10, floor: null }],
        }),
      );
      const sizes = (
        await db.query<{ name: string; size: string }>(
          `SELECT relname AS name, pg_size_pretty(pg_total_relation_size(oid)) AS size FROM pg_class WHERE relname IN ('metric_points', 'metric_rollups')`,
        )
      ).rows;
      history = sizes.map((x) => `${x.name} ${x.size}`).join(', ');
      console.log(`metrics bench: ${history}`);
    }
    const end = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000);
    const start = new Date(end.getTime() - 30 * 86_400_000);
    const q = encodeURIComponent('sum:bench.latency by {route} step 1h');
    const queryUrl = `${o.url}/v2/metrics/query?project=${projectId}&query=${q}&start=${start.toISOString()}&end=${end.toISOString()}`;
    // The figure is one query's latency: one series (all routes summed), one connection at a time.
    const one = encodeURIComponent('sum:bench.latency step 1h');
    const queryOneUrl = `${o.url}/v2/metrics/query?project=${projectId}&query=${one}&start=${start.toISOString()}&end=${end.toISOString()}`;
    const dashUrl = `${o.url}/v2/metrics/dashboard?project=${projectId}&range=30d`;
    for (let round = 0; round < o.rounds; round++) {
      const ingest = await httpFigures(`${o.url}/v2/metrics/ingest?project=${projectId}`, {
        method: 'POST',
        headers: auth,
        body,
        connections: 4,
        seconds: o.seconds,
      });
      if (ingest.non2xx || ingest.errors) console.warn(`metrics bench: ingest non-2xx ${ingest.non2xx}, errors ${ingest.errors}`);
      series.ingest!.push({ value: Math.round((ingest.total * 1000) / o.seconds), floor: null }); // accepted points per second
      if (target > 0) {
        const query = await httpFigures(queryUrl, { headers: auth, connections: 10, seconds: o.seconds });
        if (query.non2xx) console.warn(`metrics bench: query non-2xx ${query.non2xx}`);
        series.queryP99!.push({ value: query.p99Ms, floor: null });
        series.queryRps!.push({ value: query.rps, floor: null });
        const queryOne = await httpFigures(queryOneUrl, { headers: auth, connections: 1, seconds: o.seconds });
        if (queryOne.non2xx) console.warn(`metrics bench: one-series query non-2xx ${queryOne.non2xx}`);
        series.queryOneP99!.push({ value: queryOne.p99Ms, floor: null });
      }
      const dash = await httpFigures(dashUrl, { headers: auth, connections: 10, seconds: o.seconds });
      if (dash.non2xx) console.warn(`metrics bench: dashboard non-2xx ${dash.non2xx}`);
      series.dashP99!.push({ value: dash.p99Ms, floor: null });
      const dashOne = await httpFigures(dashUrl, { headers: auth, connections: 1, seconds: o.seconds });
      series.dashOneP99!.push({ value: dashOne.p99Ms, floor: null });
    }
    const ms = { unit: 'ms', better: 'lower' as const };
    rows.push(
      makeRow({
        key: 'metricsIngest',
        metric: 'metrics ingest, batches of 1,000 points, 4 conns',
        unit: 'points/s',
        better: 'higher',
        target: 20_000,
        rounds: series.ingest!,
      }),
    );
    if (target > 0)
      rows.push(
        makeRow({
          key: 'metricsQueryP99',
          metric: `metrics 30-day hourly query over ${target.toLocaleString()} points (20 series × 720), 10 conns, p99`,
          ...ms,
          target: null,
          rounds: series.queryP99!,
        }),
        makeRow({
          key: 'metricsQueryOneP99',
          metric: `metrics 30-day hourly query over ${target.toLocaleString()} points (1 series × 720), 1 conn, p99`,
          ...ms,
          target: 100,
          rounds: series.queryOneP99!,
        }),
        makeRow({
          key: 'metricsQueryRps',
          metric: 'metrics 30-day hourly query, 10 conns',
          unit: 'req/s',
          better: 'higher',
          target: null,
          rounds: series.queryRps!,
        }),
      );
    rows.push(
      makeRow({
        key: 'metricsDashboardP99',
        metric: 'dashboard data, one round trip, 10 conns, p99',
        ...ms,
        target: null,
        rounds: series.dashP99!,
      }),
      makeRow({
        key: 'metricsDashboardOneP99',
        metric: 'dashboard data, one round trip, 1 conn, p99',
        ...ms,
        target: 50,
        rounds: series.dashOneP99!,
      }),
    );
  } finally {
    await db.end().catch(() => {});
  }
  return rows;
}

// Alone: its own real server (and database, with the demo seed), the same figures.
if (import.meta.url === `file://${process.argv[1]}`) {
  process.env.DEMO_ORDERS ??= '20000'; // a smaller demo seed than the server's default: this bench is about metrics
  const port = await freePort();
  const dataDir = `.tmp/bench-metrics-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const real = await startRealServer(dataDir, port, await freePort());
  console.log(`metrics bench: server start with the demo seed ${(real.ms / 1000).toFixed(1)} s`);
  try {
    const rows = await benchMetrics({
      url: real.url,
      databaseUrl: real.databaseUrl,
      rounds: Number(process.env.BENCH_ROUNDS ?? 2),
      seconds: Number(process.env.BENCH_API_SECONDS ?? 4),
    });
    printTable(rows);
  } finally {
    await real.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
