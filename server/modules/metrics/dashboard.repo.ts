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

/** Sum of orders.count and orders.revenue (per currency) in [start, end) from the hour rollups, partial hours from minutes. */
async function ordersBetween(db: Tx, projectId: string, start: Date, end: Date) {
  const hourEnd = new Date(Math.floor(end.getTime() / 3_600_000) * 3_600_000);
  const r = await db.execute(sql`
    SELECT m.name, r.labels->>'currency' AS currency, sum(r.sum)::float8 AS v
      FROM metrics m JOIN metric_rollups r ON r.project_id = m.project_id AND r.metric_id = m.id
     WHERE m.project_id = ${projectId} AND m.name IN ('orders.count', 'orders.revenue')
       AND ((r.resolution = 'hour' AND r.bucket >= ${start.toISOString()} AND r.bucket < ${hourEnd.toISOString()})
         OR (r.resolution = 'minute' AND r.bucket >= ${hourEnd.toISOString()} AND r.bucket < ${end.toISOString()}))
     GROUP BY 1, 2`);
  let count = 0;
  const revenue = new Map<string, number>();
  for (const row of rowsOf<{ name: string; currency: string | null; v: number }>(r)) {
    if (row.name === 'orders.count') count += Number(row.v);
    else revenue.set(row.currency ?? '', (revenue.get(row.currency ?? '') ?? 0) + Number(row.v));
  }
  return { count, revenue };
}

async function metricsSection(db: Tx, ctx: DashboardContext): Promise<{ cards: DashboardCard[] }> {
  const cards: DashboardCard[] = [];
  const p = ctx.projectId;
  if (ctx.installed.has('orders')) {
    const midnight = new Date(Math.floor(ctx.now.getTime() / DAY) * DAY);
    const [today, lastWeek] = await Promise.all([
      ordersBetween(db, p, midnight, ctx.now),
      ordersBetween(db, p, new Date(midnight.getTime() - 7 * DAY), new Date(ctx.now.getTime() - 7 * DAY)),
    ]);
    cards.push({
      id: 'orders.today',
      title: 'Orders today',
      value: today.count,
      previous: lastWeek.count,
      format: 'count',
      link: `/m/orders?project=${p}`,
    });
    const currencies = [...new Set([...today.revenue.keys(), ...lastWeek.revenue.keys()])];
    const main = currencies.sort((a, b) => (today.revenue.get(b) ?? 0) - (today.revenue.get(a) ?? 0))[0];
    if (main !== undefined)
      cards.push({
        id: 'revenue.today',
        title: 'Revenue today',
        value: today.revenue.get(main) ?? 0,
        previous: lastWeek.revenue.get(main) ?? 0,
        format: 'money',
        currency: main,
        link: `/m/orders?project=${p}`,
      });
  }
  const alerting = rowsOf<{ n: number; total: number }>(
    await db.execute(
      sql`SELECT count(*) FILTER (WHERE state <> 'ok')::int AS n, count(*)::int AS total FROM monitors WHERE project_id = ${p}`,
    ),
  )[0];
  if (alerting && alerting.total > 0)
    cards.push({
      id: 'monitors.alerting',
      title: 'Monitors alerting',
      value: alerting.n,
      format: 'count',
      link: `/metrics/monitors?project=${p}`,
    });
  return { cards };
}

const RANGE = {
  today: { days: 1, step: 3600 },
  '7d': { days: 7, step: 86400 },
  '30d': { days: 30, step: 86400 },
  '90d': { days: 90, step: 86400 },
};

async function chart(db: Tx, projectId: string, range: keyof typeof RANGE, now: Date) {
  const { days, step } = RANGE[range];
  const res = step === 3600 ? 'hour' : 'day';
  const end = new Date(Math.floor(now.getTime() / (step * 1000)) * step * 1000 + step * 1000);
  const start = range === 'today' ? new Date(Math.floor(now.getTime() / DAY) * DAY) : new Date(end.getTime() - days * DAY);
  const r = await db.execute(sql`
    SELECT r.bucket AS t, m.name, r.labels->>'currency' AS currency, sum(r.sum)::float8 AS v
      FROM metrics m JOIN metric_rollups r ON r.project_id = m.project_id AND r.metric_id = m.id
     WHERE m.project_id = ${projectId} AND m.name IN ('orders.count', 'orders.revenue') AND r.resolution = ${res}
       AND r.bucket >= ${start.toISOString()} AND r.bucket < ${end.toISOString()}
     GROUP BY 1, 2, 3`);
  const rows = rowsOf<{ t: string | Date; name: string; currency: string | null; v: number }>(r);
  const byCurrency = new Map<string, number>();
  for (const row of rows)
    if (row.name === 'orders.revenue') byCurrency.set(row.currency ?? '', (byCurrency.get(row.currency ?? '') ?? 0) + Number(row.v));
  const currency = [...byCurrency.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  const points = new Map<string, { t: string; orders: number; revenue: number }>();
  for (let t = start.getTime(); t < end.getTime(); t += step * 1000) {
    const iso = new Date(t).toISOString();
    points.set(iso, { t: iso, orders: 0, revenue: 0 });
  }
  for (const row of rows) {
    const point = points.get(new Date(row.t).toISOString());
    if (!point) continue;
    if (row.name === 'orders.count') point.orders += Number(row.v);
    else if ((row.currency ?? '') === currency) point.revenue += Number(row.v);
  }
  return { currency, step, points: [...points.values()] };
}

export async function dashboardData(db: Tx, projectId: string, range: keyof typeof RANGE, now = new Date()) {
  const installed = new Set((await integrationCodesLoader.get()(db, [projectId])).get(projectId) ?? []);
  const ctx: DashboardContext = { projectId, now, installed };
  const sections = [metricsSection, ...dashboardSections.values()];
  const [parts, series] = await Promise.all([
    Promise.all(sections.map((s) => s(db, ctx))),
    installed.has('orders') ? chart(db, projectId, range, now) : Promise.resolve({ currency: null, step: RANGE[range].step, points: [] }),
  ]);
  const cards: DashboardCard[] = parts.flatMap((p) => p.cards ?? []);
  const recentOrders: DashboardOrder[] = parts.flatMap((p) => ('recentOrders' in p ? (p.recentOrders ?? []) : []));
  return { fetchedAt: now.toISOString(), range, cards, chart: series, recentOrders };
}
