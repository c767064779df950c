/** The dashboard's "tasks due" card (server/lib/hooks.ts `dashboardSections`): open tasks due today or earlier. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { DashboardContext } from '../../lib/hooks.ts';

export async function tasksDueSection(db: Tx, ctx: DashboardContext) {
  if (!ctx.installed.has('workflow')) return {};
  const today = ctx.now.toISOString().slice(0, 10);
  const r = await db.execute(sql`
    SELECT count(*)::int AS n FROM tasks
     WHERE project_id = ${ctx.projectId} AND NOT done AND archived_at IS NULL AND due_date <= ${today}`);
  const n = (r as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  return {
    cards: [{ id: 'tasks.due', title: 'Tasks due', value: n, format: 'count' as const, link: `/m/workflow?project=${ctx.projectId}` }],
  };
}
