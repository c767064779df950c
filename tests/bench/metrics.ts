/**
 * The metrics bench (issue 23), short by default (`npx tsx tests/bench/metrics.ts`; its own server and database):
 * - the server's start with the demo seed (which now includes the metric history and monitors);
 * - ingest: POST /v2/metrics/ingest, batches of 1,000 points (20 series over 30 days), 4 connections → points/s;
 * - a 30-day hourly query (`sum:bench.latency by {route} step 1h`) over BENCH_METRIC_POINTS raw points (default
 *   2,000,000; the issue's figure is 10,000,000 — the query reads the hour rollups only, 20 series × 720 hours,
 *   so its cost does not grow with the raw count) → req/s and p99 at 10 connections;
 * - the dashboard's data in one round trip → p99.
 * Env: BENCH_SECONDS (default 6), BENCH_METRIC_POINTS, DEMO_ORDERS (default 20,000 here).
 */
import { rmSync } from 'node:fs';
import pg from 'pg';
import { freePort } from '../../server/lib/free-port.ts';
import { httpFigures } from './http.ts';
import { signInBearer, startRealServer } from './processes.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const target = Number(process.env.BENCH_METRIC_POINTS ?? 2_000_000);
process.env.DEMO_ORDERS ??= '20000';

const dataDir = '.tmp/bench-metrics';
rmSync(dataDir, { recursive: true, force: true });
const server = await startRealServer(dataDir, await freePort(), await freePort());
const figures: [string, string][] = [];
const note = (k: string, v: string) => {
  figures.push([k, v]);
  console.log(`metrics bench: ${k}: ${v}`);
};
note(`server start with the demo seed (${process.env.DEMO_ORDERS} orders + metrics)`, `${server.ms.toFixed(0)} ms`);
const db = new pg.Client({ connectionString: server.databaseUrl });
try {
  await db.connect();
  const { token } = await signInBearer(server.url);
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const projectId = ((await (await fetch(`${server.url}/v1/projects`, { headers: auth })).json()) as { projects: { id: string }[] })
    .projects[0]!.id;

  // Ingest: recent points (a live source: the current minutes of 20 series) and, the worst case, points spread
  // over 30 days (every point its own minute bucket).
  const batch = (spreadMs: number) =>
    JSON.stringify({
      points: Array.from({ length: 1000 }, (_, i) => ({
        metric: 'bench.ingest',
        value: (i * 7919) % 1000,
        timestamp: new Date(Date.now() - ((i * 104_729) % spreadMs)).toISOString(),
        labels: { route: `/r${i % 20}`, status: i % 10 ? '2xx' : '5xx' },
      })),
    });
  for (const [what, spreadMs] of [
    ['recent points (last minute)', 60_000],
    ['points spread over 30 days', 30 * 86_400_000],
  ] as const) {
    const ingest = await httpFigures(`${server.url}/v2/metrics/ingest?project=${projectId}`, {
      method: 'POST',
      headers: auth,
      body: batch(spreadMs),
      connections: 4,
      seconds,
    });
    note(
      `ingest ${what}, batches of 1,000, 4 connections`,
      `${(ingest.rps * 1000).toLocaleString()} points/s (p99 ${ingest.p99Ms} ms per batch, non-2xx ${ingest.non2xx})`,
    );
  }

  // History for the query: raw points + their rollups, written by SQL in the same shape the ingest writes.
  const t0 = performance.now();
  const metricId = 'met_bench_latency';
  await db.query(
    `INSERT INTO metrics (project_id, id, name, label_keys) VALUES ($1, $2, 'bench.latency', '["route"]') ON CONFLICT DO NOTHING`,
    [projectId, metricId],
  );
  await db.query(
    `INSERT INTO metric_points (project_id, metric_id, ts, value, series_key, labels)
     SELECT $1, $2, now() - (i * (30 * 86400.0 / $3)) * interval '1 second', (i::bigint * 7919) % 1000,
            '{"route":"/r' || (i % 20) || '"}', ('{"route":"/r' || (i % 20) || '"}')::jsonb
       FROM generate_series(1, $3::int) AS i`,
    [projectId, metricId, target],
  );
  await db.query(
    `INSERT INTO metric_rollups (project_id, metric_id, resolution, bucket, series_key, labels, count, sum, min, max)
     SELECT $1, metric_id, res, date_trunc(res, ts, 'UTC'), series_key, labels, count(*), sum(value), min(value), max(value)
       FROM metric_points CROSS JOIN (VALUES ('minute'), ('hour'), ('day')) AS r(res)
      WHERE project_id = $1 AND metric_id = $2 AND (res <> 'minute' OR ts >= now() - interval '14 days')
      GROUP BY 2, 3, 4, 5, 6`,
    [projectId, metricId],
  );
  await db.query('VACUUM ANALYZE metric_points');
  await db.query('VACUUM ANALYZE metric_rollups');
  note(`write ${target.toLocaleString()} raw points + rollups by SQL (setup)`, `${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const sizes = (
    await db.query<{ name: string; size: string; rows: string }>(
      `SELECT c.relname AS name, pg_size_pretty(pg_total_relation_size(c.oid)) AS size, c.reltuples::bigint AS rows
         FROM pg_class c WHERE c.relname IN ('metric_points', 'metric_rollups', 'metric_points_ts_brin', 'metric_points_series_idx')`,
    )
  ).rows;
  for (const s of sizes) note(`size of ${s.name}`, `${s.size}${Number(s.rows) > 0 ? ` (${Number(s.rows).toLocaleString()} rows)` : ''}`);

  const end = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000);
  const start = new Date(end.getTime() - 30 * 86_400_000);
  const q = encodeURIComponent('sum:bench.latency by {route} step 1h');
  const queryUrl = `${server.url}/v2/metrics/query?project=${projectId}&query=${q}&start=${start.toISOString()}&end=${end.toISOString()}`;
  const check = (await (await fetch(queryUrl, { headers: auth })).json()) as { series: { points: unknown[] }[]; resolution: string };
  const query = await httpFigures(queryUrl, { headers: auth, connections: 10, seconds });
  note(
    `30-day hourly query over ${target.toLocaleString()} points (${check.series.length} series × ${check.series[0]?.points.length} points, ${check.resolution})`,
    `${query.rps} req/s, p99 ${query.p99Ms} ms (non-2xx ${query.non2xx})`,
  );
  const dash = await httpFigures(`${server.url}/v2/metrics/dashboard?project=${projectId}`, { headers: auth, connections: 10, seconds });
  note('dashboard data, one round trip', `${dash.rps} req/s, p99 ${dash.p99Ms} ms (non-2xx ${dash.non2xx})`);
} finally {
  await db.end().catch(() => {});
  await server.stop();
}
const width = Math.max(...figures.map(([k]) => k.length));
for (const [k, v] of figures) console.log(`${k.padEnd(width)}  ${v}`);
