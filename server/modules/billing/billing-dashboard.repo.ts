/**
 * The dashboard's "billing alerts" card (server/lib/hooks.ts `dashboardSections`): the project's current billing
 * alerts — the billing kinds among the project's flags, which `refreshAlerts` keeps equal to `computeAlerts`
 * (payment method missing/expiring/expired, credit limit, overdue invoices). Billing is a core area: the card is
 * always there (0 is good news) and links to the billing page.
 */
import { sql } from 'drizzle-orm';
import { ALERT_KINDS } from '../../../common/billing.ts';
import type { Tx } from '../../db/client.ts';
import type { DashboardContext } from '../../lib/hooks.ts';

export async function billingAlertsSection(db: Tx, ctx: DashboardContext) {
  const r = await db.execute(sql`
    SELECT count(*)::int AS n FROM projects p, jsonb_array_elements(p.flags) f
     WHERE p.id = ${ctx.projectId} AND f->>'kind' = ANY(${sql.param([...ALERT_KINDS])}::text[])`);
  const n = (r as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  return {
    cards: [
      { id: 'billing.alerts', title: 'Billing alerts', value: n, format: 'count' as const, link: `/billing?project=${ctx.projectId}` },
    ],
  };
}
