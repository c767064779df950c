/** Mailing lists and segments, with live counts (subscribed members now). */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SegmentRules } from '../../../common/mail.ts';
import type { Tx } from '../../db/client.ts';
import { flowTriggers } from '../../lib/hooks.ts';
import { mailingListMembers, mailingLists, mailSubscribers } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { paginate } from '../../lib/pagination.ts';
import { projectRepo } from '../../lib/project-repo.ts';
import { containsPattern } from '../../lib/sql.ts';
import { countWhere, listWhere } from './audience.repo.ts';

type ListRow = typeof mailingLists.$inferSelect;
const lists = projectRepo(mailingLists);

export async function listCount(db: Tx, projectId: string, list: ListRow): Promise<number> {
  return countWhere(
    db,
    and(eq(mailSubscribers.projectId, projectId), eq(mailSubscribers.status, 'subscribed'), await listWhere(db, projectId, list))!,
  );
}

export async function toListDto(db: Tx, list: ListRow) {
  return {
    id: list.id,
    project: list.projectId,
    name: list.name,
    description: list.description,
    type: list.type,
    rules: list.type === 'segment' ? (list.rules ?? { conditions: [], lists: [] }) : null,
    count: await listCount(db, list.projectId, list),
    createdAt: list.createdAt,
    updatedAt: list.updatedAt,
  };
}

export const findList = (db: Tx, projectId: string, id: string) => lists(db, projectId).find(eq(mailingLists.id, id));

export function pageLists(db: Tx, projectId: string, q: { pageSize: number; pageToken?: string | undefined; search?: string | undefined }) {
  return paginate(db.select().from(mailingLists).$dynamic(), {
    where: and(eq(mailingLists.projectId, projectId), q.search ? sql`${mailingLists.name} ILIKE ${containsPattern(q.search)}` : undefined),
    orderBy: [mailingLists.createdAt, mailingLists.id],
    direction: 'desc',
    cursor: (r) => [r.createdAt, r.id] as const,
    pageSize: q.pageSize,
    pageToken: q.pageToken,
  });
}

export async function insertList(
  db: Tx,
  projectId: string,
  v: { name: string; description: string; type: 'static' | 'segment'; rules: SegmentRules | null },
) {
  return lists(db, projectId).insert({ id: newId('mlst'), ...v });
}

export async function updateList(db: Tx, projectId: string, id: string, set: Partial<typeof mailingLists.$inferInsert>) {
  const [row] = await lists(db, projectId).update(eq(mailingLists.id, id), { ...set, updatedAt: new Date().toISOString() });
  return row ?? null;
}

export async function deleteList(db: Tx, projectId: string, id: string) {
  return (await lists(db, projectId).remove(eq(mailingLists.id, id))).length > 0;
}

/** Segments whose rules name a list (a list in use by a segment cannot be deleted silently). */
export async function segmentsUsing(db: Tx, projectId: string, id: string) {
  const rows = await db
    .select({ id: mailingLists.id, name: mailingLists.name })
    .from(mailingLists)
    .where(
      and(
        eq(mailingLists.projectId, projectId),
        sql`${mailingLists.rules} -> 'lists' @> ${JSON.stringify([{ mailingListId: id }])}::jsonb`,
      ),
    )
    .orderBy(desc(mailingLists.createdAt));
  return rows;
}

export async function changeMembers(db: Tx, projectId: string, listId: string, add: string[], remove: string[]) {
  if (remove.length)
    await db
      .delete(mailingListMembers)
      .where(
        and(
          eq(mailingListMembers.projectId, projectId),
          eq(mailingListMembers.mailingListId, listId),
          inArray(mailingListMembers.subscriberId, remove),
        ),
      );
  if (!add.length) return 0;
  const existing = await db
    .select({ id: mailSubscribers.id })
    .from(mailSubscribers)
    .where(and(eq(mailSubscribers.projectId, projectId), inArray(mailSubscribers.id, add)));
  if (existing.length) {
    const joined = await db
      .insert(mailingListMembers)
      .values(existing.map((s) => ({ projectId, mailingListId: listId, subscriberId: s.id })))
      .onConflictDoNothing()
      .returning({ mailingListId: mailingListMembers.mailingListId, subscriberId: mailingListMembers.subscriberId });
    await flowTriggers.get().listJoined(db, projectId, joined); // flows triggered by joining the list
  }
  return add.length - existing.length;
}
