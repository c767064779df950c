/** Insert types (a reference list) and a project's inserts. */
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { type InsertRules, insertTypes, inserts } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { type PageRequest, paginate } from '../../lib/pagination.ts';
import { projectRepo } from '../../lib/project-repo.ts';
import { containsPattern } from '../../lib/sql.ts';

const own = projectRepo(inserts);
export type InsertTypeRow = typeof insertTypes.$inferSelect;
export type InsertRow = typeof inserts.$inferSelect;

export const pageInsertTypes = (db: Tx, q: PageRequest) =>
  paginate(db.select().from(insertTypes).$dynamic(), {
    orderBy: [insertTypes.position, insertTypes.id],
    cursor: (r) => [r.position, r.id] as const,
    pageSize: q.pageSize,
    pageToken: q.pageToken,
  });

export async function findInsertType(db: Tx, id: string): Promise<InsertTypeRow | null> {
  const [row] = await db.select().from(insertTypes).where(eq(insertTypes.id, id)).limit(1);
  return row ?? null;
}

export async function insertTypesById(db: Tx, ids: string[]): Promise<Map<string, InsertTypeRow>> {
  const rows = ids.length ? await db.select().from(insertTypes).orderBy(asc(insertTypes.position)) : [];
  return new Map(rows.map((r) => [r.id, r]));
}

export function pageInserts(
  db: Tx,
  projectId: string,
  q: PageRequest & { search?: string | undefined; active?: 'true' | 'false' | undefined },
) {
  const where: SQL | undefined = and(
    q.search ? sql`${inserts.name} ilike ${containsPattern(q.search)}` : undefined,
    q.active ? eq(inserts.active, q.active === 'true') : undefined,
  );
  return own(db, projectId).page({
    where,
    orderBy: [inserts.id],
    direction: 'desc',
    cursor: (r) => [r.id] as const,
    pageSize: q.pageSize,
    pageToken: q.pageToken,
  });
}

export const findInsert = (db: Tx, projectId: string, id: string) => own(db, projectId).find(eq(inserts.id, id));

export const createInsertRow = (
  db: Tx,
  projectId: string,
  v: { name: string; insertTypeId: string; artwork: string; rules: InsertRules; active: boolean },
) => own(db, projectId).insert({ id: newId('ins'), ...v });

export async function updateInsertRow(db: Tx, projectId: string, id: string, set: Partial<Omit<InsertRow, 'id' | 'projectId'>>) {
  const [row] = await own(db, projectId).update(eq(inserts.id, id), { ...set, updatedAt: sql`now()` as never });
  return row ?? null;
}
