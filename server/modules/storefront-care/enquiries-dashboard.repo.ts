/**
 * The dashboard's "open enquiries" card (server/lib/hooks.ts `dashboardSections`): enquiries waiting for an answer
 * (status `open`), when the enquiries module is installed. One count on the (project, status, …) index.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { DashboardContext } from '../../lib/hooks.ts';

export async function openEnquiriesSection(db: Tx, ctx: DashboardContext) {
  if (!ctx.installed.has('enquiries')) return {};
  const r = await db.execute(sql`SELECT count(*)::int AS n FROM enquiries WHERE project_id = ${ctx.projectId} AND status = 'open'`);
  const n = (r as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  return {
    cards: [
      { id: 'enquiries.open', title: 'Open enquiries', value: n, format: 'count' as const, link: `/m/enquiries?project=${ctx.projectId}` },
    ],
  };
}
