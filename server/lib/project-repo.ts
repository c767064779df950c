/**
 * Project-scoped tables through one door: `projectRepo(table)(db, projectId)` applies `project_id = $1` to
 * every read, write and delete itself, so a repo function cannot forget the tenant condition.
 *
 *   const apiKeys = projectRepo(projectApiKeys);
 *   await apiKeys(db, projectId).page({ where: isNull(projectApiKeys.revokedAt), orderBy: [...], cursor, ...page });
 *   await apiKeys(db, projectId).update(eq(projectApiKeys.id, id), { revokedAt: now });
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.ts';
import { type CursorValue, type PageOptions, paginate } from './pagination.ts';

type ScopedTable = PgTable & { projectId: AnyPgColumn };

export function projectRepo<T extends ScopedTable>(table: T) {
  type Row = T['$inferSelect'];
  return (db: Tx, projectId: string) => {
    const scope = (where?: SQL) => and(eq(table.projectId, projectId), where)!;
    // drizzle's builders are not generic over "any table with a projectId": the casts stay in this file.
    const t = table as unknown as PgTable;
    return {
      /** The tenant condition, with more conditions (for joins and aggregates in a repo). */
      scope,
      async list(where?: SQL): Promise<Row[]> {
        return (await db.select().from(t).where(scope(where))) as Row[];
      },
      async find(where: SQL): Promise<Row | null> {
        const [row] = (await db.select().from(t).where(scope(where)).limit(1)) as Row[];
        return row ?? null;
      },
      page<K extends readonly CursorValue[]>(opts: PageOptions<Row, K>) {
        return paginate(db.select().from(t).$dynamic(), { ...opts, where: scope(opts.where) } as never) as Promise<{
          items: Row[];
          nextPageToken: string | null;
        }>;
      },
      async insert(values: Omit<T['$inferInsert'], 'projectId'>): Promise<Row> {
        const [row] = (await db
          .insert(t)
          .values({ ...values, projectId } as never)
          .returning()) as Row[];
        return row!;
      },
      async update(where: SQL, set: Partial<Omit<T['$inferInsert'], 'projectId'>>): Promise<Row[]> {
        return (await db
          .update(t)
          .set(set as never)
          .where(scope(where))
          .returning()) as Row[];
      },
      async remove(where: SQL): Promise<Row[]> {
        return (await db.delete(t).where(scope(where)).returning()) as Row[];
      },
    };
  };
}
