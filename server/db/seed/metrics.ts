/**
 * Demo metrics (issue 23): the demo project's metric history derived from what the commerce generator wrote
 * (orders.count, orders.revenue by currency and source, orders.refunds/refunded, customers.new), plus generated
 * api.requests (hourly, with a daily rhythm and a thin 5xx tail) and storage.bytes (a daily gauge), and the
 * useful monitors ("No orders for 6 hours", "Refunds above 5% today", …). Raw points are written for the raw
 * retention window only; the rollups cover the whole history (minute rollups their own window), computed in
 * SQL from the same rows, so rollups and raw agree. Idempotent (own marker).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { appSettings } from '../schema/index.ts';
import { RETENTION_DAYS } from '../../modules/metrics/points.repo.ts';
import { insertMonitor } from '../../modules/metrics/monitors.repo.ts';
import { scheduleEvaluation } from '../../modules/metrics/monitors.service.ts';
import { ensureRetentionScheduled } from '../../modules/metrics/points.repo.ts';
import { demoProjectId } from './commerce.ts';
import { newId } from '../../lib/ids.ts';

const MARKER = 'seed_metrics_v1';

const METRICS: [name: string, description: string, unit: string, labels: string[]][] = [
  ['orders.count', 'Orders placed', 'orders', ['currency', 'source']],
  ['orders.revenue', 'Order totals when placed (minor units)', 'minor units', ['currency', 'source']],
  ['orders.refunds', 'Orders refunded', 'orders', ['currency']],
  ['orders.refunded', 'Amounts refunded (minor units)', 'minor units', ['currency']],
  ['customers.new', 'New customers', 'customers', []],
  ['api.requests', 'API requests per hour', 'requests', ['status']],
  ['storage.bytes', 'Storage used', 'bytes', []],
];

const labelsOf = (cols: string[]) =>
  cols.length ? `'{' || ${cols.map((c, i) => `${i ? "','" + ' || ' : ''}'"${c}":' || to_json(${c})::text`).join(' || ')} || '}'` : `'{}'`;

export async function seedDemoMetrics(database: Database, demoEmail: string) {
  const { db, pool } = database;
  const [done] = await db.select().from(appSettings).where(eq(appSettings.key, MARKER));
  if (done) return null;
  const projectId = await demoProjectId(database, demoEmail);
  if (!projectId) return null;
  const claimed = await db
    .insert(appSettings)
    .values({ key: MARKER, value: { at: new Date().toISOString(), projectId } })
    .onConflictDoNothing()
    .returning();
  if (!claimed.length) return null;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    for (const [name, description, unit, labels] of METRICS)
      await client.query(
        `INSERT INTO metrics (project_id, id, name, description, unit, label_keys) VALUES ($1, $2, $3, $4, $5, $6::jsonb)
         ON CONFLICT (project_id, name) DO UPDATE SET description = excluded.description, unit = excluded.unit`,
        [projectId, newId('met'), name, description, unit, JSON.stringify(labels)],
      );
    const ids = Object.fromEntries(
      (await client.query<{ id: string; name: string }>('SELECT id, name FROM metrics WHERE project_id = $1', [projectId])).rows.map(
        (r) => [r.name, r.id],
      ),
    );
    await client.query('CREATE TEMP TABLE seed_points (metric_id text, ts timestamptz, value float8, series_key text) ON COMMIT DROP');
    const add = (sql: string, params: unknown[] = []) => client.query(`INSERT INTO seed_points ${sql}`, [projectId, ...params]);
    await add(`SELECT $2, created_at, 1, ${labelsOf(['currency', 'source'])} FROM orders WHERE project_id = $1`, [ids['orders.count']]);
    await add(`SELECT $2, created_at, total, ${labelsOf(['currency', 'source'])} FROM orders WHERE project_id = $1`, [
      ids['orders.revenue'],
    ]);
    await add(
      `SELECT $2, created_at, 1, ${labelsOf(['currency'])} FROM order_payments WHERE project_id = $1 AND kind = 'refund' AND status = 'succeeded'`,
      [ids['orders.refunds']],
    );
    await add(
      `SELECT $2, created_at, amount, ${labelsOf(['currency'])} FROM order_payments WHERE project_id = $1 AND kind = 'refund' AND status = 'succeeded'`,
      [ids['orders.refunded']],
    );
    await add(`SELECT $2, created_at, 1, '{}' FROM customers WHERE project_id = $1`, [ids['customers.new']]);
    // Deterministic "random": a hash of the hour, not random().
    await add(
      `SELECT $2, h, round(180 + 140 * sin(extract(hour FROM h) / 24 * 2 * pi() - pi() / 2) + (hashtext(h::text) % 40)), '{"status":"2xx"}'
         FROM generate_series(date_trunc('hour', now()) - interval '30 days', date_trunc('hour', now()), interval '1 hour') AS h
        WHERE $1::text IS NOT NULL
       UNION ALL
       SELECT $2, h, abs(hashtext(h::text || '5xx') % 4), '{"status":"5xx"}'
         FROM generate_series(date_trunc('hour', now()) - interval '30 days', date_trunc('hour', now()), interval '1 hour') AS h
        WHERE $1::text IS NOT NULL`,
      [ids['api.requests']],
    );
    await add(
      `SELECT $2, d, 2.1e9 + (extract(epoch FROM d - (now() - interval '90 days')) / 86400) * 3.2e7, '{}'
         FROM generate_series(date_trunc('day', now()) - interval '90 days', date_trunc('day', now()), interval '1 day') AS d
        WHERE $1::text IS NOT NULL`,
      [ids['storage.bytes']],
    );
    await client.query(
      `INSERT INTO metric_points (project_id, metric_id, ts, value, series_key, labels)
       SELECT $1, metric_id, ts, value, series_key, series_key::jsonb FROM seed_points WHERE ts >= now() - make_interval(days => $2) ORDER BY ts`,
      [projectId, RETENTION_DAYS.raw],
    );
    await client.query(
      `INSERT INTO metric_rollups AS r (project_id, metric_id, resolution, bucket, series_key, labels, count, sum, min, max)
       SELECT $1, p.metric_id, res.resolution, date_trunc(res.resolution, p.ts, 'UTC'), p.series_key, p.series_key::jsonb,
              count(*), sum(p.value), min(p.value), max(p.value)
         FROM seed_points p CROSS JOIN (VALUES ('minute'), ('hour'), ('day')) AS res(resolution)
        WHERE res.resolution <> 'minute' OR p.ts >= now() - make_interval(days => $2)
        GROUP BY 2, 3, 4, 5
       ON CONFLICT (project_id, metric_id, resolution, bucket, series_key) DO UPDATE SET
         count = r.count + excluded.count, sum = r.sum + excluded.sum, min = LEAST(r.min, excluded.min), max = GREATEST(r.max, excluded.max)`,
      [projectId, RETENTION_DAYS.minute],
    );
    await client.query(
      `UPDATE metrics m SET last_point_at = s.last FROM (SELECT metric_id, max(ts) AS last FROM seed_points GROUP BY 1) s
        WHERE m.project_id = $1 AND m.id = s.metric_id`,
      [projectId],
    );
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    await db.delete(appSettings).where(eq(appSettings.key, MARKER));
    throw err;
  } finally {
    client.release();
  }
  await db.transaction(async (tx) => {
    const monitors = [
      await insertMonitor(tx, projectId, {
        name: 'No orders for 6 hours',
        type: 'no_data',
        query: 'count:orders.count',
        message: 'No order has come in for six hours: check the storefront and the payment provider.',
        tags: ['orders', 'storefront'],
        settings: { noDataMinutes: 360, evaluationIntervalMinutes: 5 },
      }),
      await insertMonitor(tx, projectId, {
        name: 'Refunds above 5% today',
        type: 'threshold',
        query: 'sum:orders.refunds / sum:orders.count',
        message: 'More than 5% of today’s orders were refunded.',
        tags: ['orders', 'money'],
        settings: { comparator: 'above', threshold: 0.05, window: 'today', evaluationIntervalMinutes: 15 },
      }),
      await insertMonitor(tx, projectId, {
        name: 'API errors above 10 an hour',
        type: 'threshold',
        query: 'sum:api.requests{status=5xx}',
        message: 'The API answered more than ten 5xx errors in the last hour.',
        tags: ['api'],
        settings: { comparator: 'above', threshold: 10, window: '1h', evaluationIntervalMinutes: 5 },
      }),
      await insertMonitor(tx, projectId, {
        name: 'Storage above 10 GB',
        type: 'threshold',
        query: 'max:storage.bytes',
        message: 'Storage is above 10 GB: clean up or upgrade the plan.',
        tags: ['storage', 'billing'],
        settings: { comparator: 'above', threshold: 10e9, window: '1d', evaluationIntervalMinutes: 60 },
      }),
    ];
    for (const m of monitors) await scheduleEvaluation(tx, m, 0);
    await ensureRetentionScheduled(tx);
  });
  return { projectId };
}
