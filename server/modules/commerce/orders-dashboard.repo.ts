/** The dashboard's recent orders (server/lib/hooks.ts `dashboardSections`): the five newest, when orders is installed. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { DashboardContext, DashboardOrder } from '../../lib/hooks.ts';

export async function recentOrdersSection(db: Tx, ctx: DashboardContext) {
  if (!ctx.installed.has('orders')) return {};
  const r = await db.execute(sql`
    SELECT o.id, coalesce(s.order_number_prefix, '#') || o.number AS name, o.customer_name AS "customerName", o.status,
           o.total::float8 AS total, o.currency, o.created_at AS "createdAt"
      FROM orders o LEFT JOIN storefronts s ON s.project_id = o.project_id
     WHERE o.project_id = ${ctx.projectId}
     ORDER BY o.created_at DESC, o.id DESC
     LIMIT 5`);
  const rows = (r as unknown as { rows: DashboardOrder[] }).rows;
  return { recentOrders: rows.map((o) => ({ ...o, total: Number(o.total), createdAt: new Date(o.createdAt).toISOString() })) };
}
