/** OKR queries, project-scoped. Progress is computed from the stored numbers when read (okrs.progress.ts). */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { keyResults, objectives, tasks, users } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { projectRepo } from '../../lib/project-repo.ts';

const objectiveRepo = projectRepo(objectives);
const keyResultRepo = projectRepo(keyResults);
export type ObjectiveRow = typeof objectives.$inferSelect;
export type KeyResultRow = typeof keyResults.$inferSelect;

export async function objectivesOf(db: Tx, projectId: string, period: string) {
  return db
    .select({ objective: objectives, ownerEmail: users.email, ownerFirstName: users.firstName, ownerLastName: users.lastName })
    .from(objectives)
    .leftJoin(users, eq(users.id, objectives.ownerId))
    .where(and(eq(objectives.projectId, projectId), eq(objectives.period, period)))
    .orderBy(asc(objectives.id));
}

export async function keyResultsOf(db: Tx, projectId: string, objectiveIds: string[]) {
  if (!objectiveIds.length) return [];
  return db
    .select()
    .from(keyResults)
    .where(and(eq(keyResults.projectId, projectId), inArray(keyResults.objectiveId, objectiveIds)))
    .orderBy(asc(keyResults.sortOrder), asc(keyResults.id));
}

/** Tasks contributing to each key result: total and done. */
export async function taskCountsOf(db: Tx, projectId: string, keyResultIds: string[]) {
  if (!keyResultIds.length) return new Map<string, { total: number; done: number }>();
  const rows = await db
    .select({ id: tasks.keyResultId, total: count(), done: sql<number>`count(*) filter (where ${tasks.done})`.mapWith(Number) })
    .from(tasks)
    .where(and(eq(tasks.projectId, projectId), inArray(tasks.keyResultId, keyResultIds)))
    .groupBy(tasks.keyResultId);
  return new Map(rows.map((r) => [r.id!, { total: r.total, done: r.done }]));
}

export async function periodsOf(db: Tx, projectId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ period: objectives.period })
    .from(objectives)
    .where(eq(objectives.projectId, projectId))
    .orderBy(desc(objectives.period));
  return rows.map((r) => r.period);
}

export const findObjective = (db: Tx, projectId: string, id: string) => objectiveRepo(db, projectId).find(eq(objectives.id, id));
export const findKeyResult = (db: Tx, projectId: string, id: string) => keyResultRepo(db, projectId).find(eq(keyResults.id, id));

export function insertObjective(tx: Tx, projectId: string, v: Omit<typeof objectives.$inferInsert, 'projectId' | 'id'>) {
  return objectiveRepo(tx, projectId).insert({ id: newId('obj'), ...v });
}
export async function updateObjective(tx: Tx, projectId: string, id: string, set: Partial<typeof objectives.$inferInsert>) {
  const [row] = await objectiveRepo(tx, projectId).update(eq(objectives.id, id), { ...set, updatedAt: new Date().toISOString() });
  return row ?? null;
}
/** Delete an objective with its key results; tasks that contributed keep existing, unlinked. */
export async function deleteObjective(tx: Tx, projectId: string, id: string) {
  const [row] = await objectiveRepo(tx, projectId).remove(eq(objectives.id, id));
  if (!row) return null;
  const krs = await keyResultRepo(tx, projectId).remove(eq(keyResults.objectiveId, id));
  if (krs.length)
    await unlinkTasks(
      tx,
      projectId,
      krs.map((k) => k.id),
    );
  return row;
}

export async function insertKeyResult(
  tx: Tx,
  projectId: string,
  v: Omit<typeof keyResults.$inferInsert, 'projectId' | 'id' | 'sortOrder'>,
) {
  const [last] = await tx
    .select({ max: sql<number | null>`max(${keyResults.sortOrder})` })
    .from(keyResults)
    .where(and(eq(keyResults.projectId, projectId), eq(keyResults.objectiveId, v.objectiveId)));
  return keyResultRepo(tx, projectId).insert({ id: newId('kr'), sortOrder: (last?.max ?? 0) + 1, ...v });
}
export async function updateKeyResult(tx: Tx, projectId: string, id: string, set: Partial<typeof keyResults.$inferInsert>) {
  const [row] = await keyResultRepo(tx, projectId).update(eq(keyResults.id, id), { ...set, updatedAt: new Date().toISOString() });
  return row ?? null;
}
export async function deleteKeyResult(tx: Tx, projectId: string, id: string) {
  const [row] = await keyResultRepo(tx, projectId).remove(eq(keyResults.id, id));
  if (row) await unlinkTasks(tx, projectId, [id]);
  return row ?? null;
}

async function unlinkTasks(tx: Tx, projectId: string, keyResultIds: string[]) {
  await tx
    .update(tasks)
    .set({ keyResultId: null })
    .where(and(eq(tasks.projectId, projectId), inArray(tasks.keyResultId, keyResultIds)));
}
