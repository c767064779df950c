/**
 * Dashboard data (docs/decisions/metrics.md "Dashboard"): the metrics area's own section (orders and revenue
 * today vs the same weekday last week, from the hour rollups; monitors alerting), every other registered
 * section (server/lib/hooks.ts `dashboardSections`), and the orders/revenue chart — all read in parallel.
 * Days are UTC days.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  type DashboardCard,
  type DashboardContext,
  type DashboardOrder,
  dashboardSections,
  integrationCodesLoader,
} from '../../lib/hooks.ts';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const DAY = 86_400_000;

/** Hour boundary at or before `d`. */
const hourFloor = (d: Date) => new Date(Math.floor(d.getTime() / 3_600_000) * 3_600_000);

const RANGE = {
  today: { days: 1, step: 3600 },
  '7d': { days: 7, step: 86400 },
  '30d': { days: 30, step: 86400 },
  '90d': { days: 90, step: 86400 },
};

type Row = { part: 'today' | 'week' | 'chart' | 'monitors'; t: number | null; name: string | null; currency: string | null; v: number };

/**
 * The metrics area's figures in ONE statement (one round trip, each part an index range scan of the rollups'
 * primary key): orders and revenue per currency today so far and on the same weekday last week up to the same time
 * (hour rollups for the whole hours, minute rollups for the partial one), the chart's buckets, and the monitors.
 */
async function metricsFigures(db: Tx, projectId: string, range: keyof typeof RANGE, now: Date, orders: boolean) {
  const midnight = new Date(Math.floor(now.getTime() / DAY) * DAY);
  const hourEnd = hourFloor(now);
  const weekAgo = (d: Date) => new Date(d.getTime() - 7 * DAY).toISOString();
  const { days, step } = RANGE[range];
  const chartRes = step === 3600 ? 'hour' : 'day';
  const chartEnd = new Date(Math.floor(now.getTime() / (step * 1000)) * step * 1000 + step * 1000);
  const chartStart = range === 'today' ? midnight : new Date(chartEnd.getTime() - days * DAY);
  const p = projectId;
  // `m` scopes the rollups to this project's two order metrics; a part reads only its own resolution and range.
  const part = (name: 'today' | 'week', from: string, hour: string, to: string) => sql`
    SELECT ${name}::text AS part, NULL::float8 AS t, m.name, r.labels->>'currency' AS currency, sum(r.sum)::float8 AS v
      FROM m JOIN metric_rollups r ON r.project_id = ${p} AND r.metric_id = m.id
     WHERE (r.resolution = 'hour' AND r.bucket >= ${from} AND r.bucket < ${hour})
        OR (r.resolution = 'minute' AND r.bucket >= ${hour} AND r.bucket < ${to})
     GROUP BY m.name, currency`;
  const ordersParts = orders
    ? sql`
    ${part('today', midnight.toISOString(), hourEnd.toISOString(), now.toISOString())}
    UNION ALL ${part('week', weekAgo(midnight), weekAgo(hourEnd), weekAgo(now))}
    UNION ALL
    SELECT 'chart', extract(epoch FROM r.bucket)::float8 * 1000, m.name, r.labels->>'currency', sum(r.sum)::float8
      FROM m JOIN metric_rollups r ON r.project_id = ${p} AND r.metric_id = m.id
     WHERE r.resolution = ${chartRes} AND r.bucket >= ${chartStart.toISOString()} AND r.bucket < ${chartEnd.toISOString()}
     GROUP BY r.bucket, m.name, 4
    UNION ALL`
    : sql``;
  const rows = rowsOf<Row>(
    await db.execute(sql`
    WITH m AS (SELECT id, name FROM metrics WHERE project_id = ${p} AND name IN ('orders.count', 'orders.revenue'))
    ${ordersParts}
    SELECT 'monitors', count(*)::float8, NULL, NULL, count(*) FILTER (WHERE state <> 'ok')::float8 FROM monitors WHERE project_id = ${p}`),
  );
  return { rows, midnight, chartStart, chartEnd, step };
}

function cardsOf(p: string, rows: Row[], orders: boolean): DashboardCard[] {
  const cards: DashboardCard[] = [];
  const sums = { today: { count: 0, revenue: new Map<string, number>() }, week: { count: 0, revenue: new Map<string, number>() } };
  let monitors = { n: 0, total: 0 };
  for (const row of rows) {
    if (row.part === 'monitors') monitors = { n: Number(row.v), total: Number(row.t) };
    if (row.part !== 'today' && row.part !== 'week') continue;
    const into = sums[row.part];
    if (row.name === 'orders.count') into.count += Number(row.v);
    else into.revenue.set(row.currency ?? '', (into.revenue.get(row.currency ?? '') ?? 0) + Number(row.v));
  }
  if (orders) {
    const { today, week } = sums;
    cards.push({
      id: 'orders.today',
      title: 'Orders today',
      value: today.count,
      previous: week.count,
      format: 'count',
      link: `/m/orders?project=${p}`,
    });
    const currencies = [...new Set([...today.revenue.keys(), ...week.revenue.keys()])];
    const main = currencies.sort((a, b) => (today.revenue.get(b) ?? 0) - (today.revenue.get(a) ?? 0))[0];
    if (main !== undefined)
      cards.push({
        id: 'revenue.today',
        title: 'Revenue today',
        value: today.revenue.get(main) ?? 0,
        previous: week.revenue.get(main) ?? 0,
        format: 'money',
        currency: main,
        link: `/m/orders?project=${p}`,
      });
  }
  if (monitors.total > 0)
    cards.push({
      id: 'monitors.alerting',
      title: 'Monitors alerting',
      value: monitors.n,
      format: 'count',
      link: `/metrics/monitors?project=${p}`,
    });
  return cards;
}

function chartOf(rows: Row[], start: Date, end: Date, step: number) {
  const chartRows = rows.filter((r) => r.part === 'chart');
  const byCurrency = new Map<string, number>();
  for (const row of chartRows)
    if (row.name === 'orders.revenue') byCurrency.set(row.currency ?? '', (byCurrency.get(row.currency ?? '') ?? 0) + Number(row.v));
  const currency = [...byCurrency.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  const points = new Map<number, { t: string; orders: number; revenue: number }>();
  for (let t = start.getTime(); t < end.getTime(); t += step * 1000) points.set(t, { t: new Date(t).toISOString(), orders: 0, revenue: 0 });
  for (const row of chartRows) {
    const point = points.get(Number(row.t));
    if (!point) continue;
    if (row.name === 'orders.count') point.orders += Number(row.v);
    else if ((row.currency ?? '') === currency) point.revenue += Number(row.v);
  }
  return { currency, step, points: [...points.values()] };
}

export async function dashboardData(db: Tx, projectId: string, range: keyof typeof RANGE, now = new Date(), userId: string | null = null) {
  // The metrics statement starts at once (its order parts cost nothing without order metrics); the other areas'
  // sections (one cheap query each) start as soon as the installed modules are known — all concurrently on the pool.
  const figuresP = metricsFigures(db, projectId, range, now, true);
  figuresP.catch(() => {}); // awaited below; if the installed modules fail first, not an unhandled rejection
  const installed = new Set((await integrationCodesLoader.get()(db, [projectId])).get(projectId) ?? []);
  const ctx: DashboardContext = { projectId, now, installed, userId };
  const orders = installed.has('orders');
  const [figures, parts] = await Promise.all([figuresP, Promise.all([...dashboardSections.values()].map((s) => s(db, ctx)))]);
  const cards: DashboardCard[] = [...cardsOf(projectId, figures.rows, orders), ...parts.flatMap((p) => p.cards ?? [])];
  const recentOrders: DashboardOrder[] = parts.flatMap((p) => p.recentOrders ?? []);
  const chart = orders
    ? chartOf(figures.rows, figures.chartStart, figures.chartEnd, figures.step)
    : { currency: null, step: RANGE[range].step, points: [] };
  return { fetchedAt: now.toISOString(), range, cards, chart, recentOrders };
}
