/** Flow queries. */
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FlowVersion } from '../../../common/mail.ts';
import type { Tx } from '../../db/client.ts';
import { flows } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { paginate } from '../../lib/pagination.ts';
import { projectRepo } from '../../lib/project-repo.ts';
import { containsPattern } from '../../lib/sql.ts';
import { runCountsSql } from './runs.repo.ts';

export type FlowRow = typeof flows.$inferSelect;
const repo = projectRepo(flows);

export const EMPTY_VERSION: FlowVersion = { trigger: { type: 'list_joined' as const, mailingListId: undefined }, steps: [] };

type Counts = { activeRuns: number; totalRuns: number; emailsSent: number };
const NO_RUNS: Counts = { activeRuns: 0, totalRuns: 0, emailsSent: 0 };

export function toFlowDto(r: FlowRow & Partial<Counts>) {
  return {
    id: r.id,
    project: r.projectId,
    name: r.name,
    status: r.status,
    draft: r.draft,
    live: r.live ?? null,
    hasUnpublishedChanges: JSON.stringify(r.draft) !== JSON.stringify(r.live ?? null),
    publishedAt: r.publishedAt,
    activeRuns: r.activeRuns ?? NO_RUNS.activeRuns,
    totalRuns: r.totalRuns ?? NO_RUNS.totalRuns,
    emailsSent: r.emailsSent ?? NO_RUNS.emailsSent,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

export const findFlow = (db: Tx, projectId: string, id: string) => repo(db, projectId).find(eq(flows.id, id));

const withCounts = { ...getTableColumns(flows), ...runCountsSql };
/** The flow with its run counts (the detail screen). */
export async function findFlowWithCounts(db: Tx, projectId: string, id: string) {
  const [row] = await db
    .select(withCounts)
    .from(flows)
    .where(and(eq(flows.projectId, projectId), eq(flows.id, id)));
  return row ?? null;
}

export function pageFlows(db: Tx, projectId: string, q: { pageSize: number; pageToken?: string | undefined; search?: string | undefined }) {
  return paginate(db.select(withCounts).from(flows).$dynamic(), {
    where: and(eq(flows.projectId, projectId), q.search ? sql`${flows.name} ILIKE ${containsPattern(q.search)}` : undefined),
    orderBy: [flows.createdAt, flows.id],
    direction: 'desc',
    cursor: (r) => [r.createdAt, r.id] as const,
    pageSize: q.pageSize,
    pageToken: q.pageToken,
  });
}

export const insertFlow = (db: Tx, projectId: string, v: { name: string; draft: FlowVersion }) =>
  repo(db, projectId).insert({ id: newId('flw'), ...v });

export async function updateFlowRow(db: Tx, projectId: string, id: string, set: Partial<typeof flows.$inferInsert>) {
  const [row] = await repo(db, projectId).update(eq(flows.id, id), { ...set, updatedAt: new Date().toISOString() });
  return row ?? null;
}

export async function deleteFlowRow(db: Tx, projectId: string, id: string) {
  return (await repo(db, projectId).remove(eq(flows.id, id))).length > 0;
}
