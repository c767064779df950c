/** Factory statements, their fulfilments and transactions (charges); the export's query. */
import { and, eq, getTableColumns, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { gfnFulfillments, gfnStatements, gfnTransactions, type TransactionType } from '../../db/schema/index.ts';
import { type PageRequest, paginate } from '../../lib/pagination.ts';
import { projectRepo } from '../../lib/project-repo.ts';
import { containsPattern } from '../../lib/sql.ts';
import { rankOf, tsQuery } from './catalogue-search.repo.ts';

const statements = projectRepo(gfnStatements);
const fulfillments = projectRepo(gfnFulfillments);

export function pageStatements(
  db: Tx,
  projectId: string,
  q: PageRequest & { search?: string | undefined; fulfillmentProjectId?: string | undefined },
) {
  const prefix = q.search ? containsPattern(q.search).replace(/^%/, '') : undefined;
  return statements(db, projectId).page({
    where: and(
      q.fulfillmentProjectId ? eq(gfnStatements.fulfillmentProjectId, q.fulfillmentProjectId) : undefined,
      prefix ? sql`(${gfnStatements.number} ilike ${prefix} or ${gfnStatements.fulfillmentProjectName} ilike ${prefix})` : undefined,
    ),
    orderBy: [gfnStatements.periodStart, gfnStatements.id],
    direction: 'desc',
    cursor: (r) => [r.periodStart, r.id] as const,
    pageSize: q.pageSize,
    pageToken: q.pageToken,
  });
}

export const findStatement = (db: Tx, projectId: string, id: string) => statements(db, projectId).find(eq(gfnStatements.id, id));

export function pageFulfillments(db: Tx, projectId: string, q: PageRequest & { statementId?: string | undefined }) {
  return fulfillments(db, projectId).page({
    where: q.statementId ? eq(gfnFulfillments.statementId, q.statementId) : undefined,
    orderBy: [gfnFulfillments.fulfilledAt, gfnFulfillments.id],
    direction: 'desc',
    cursor: (r) => [r.fulfilledAt, r.id] as const,
    pageSize: q.pageSize,
    pageToken: q.pageToken,
  });
}

export interface TransactionFilters {
  statementId?: string | undefined;
  fulfillmentId?: string | undefined;
  type?: TransactionType | undefined;
  search?: string | undefined;
  start?: string | undefined;
  end?: string | undefined;
}

function transactionWhere(projectId: string, f: TransactionFilters, query: SQL | null) {
  return and(
    eq(gfnTransactions.projectId, projectId),
    f.statementId ? eq(gfnTransactions.statementId, f.statementId) : undefined,
    f.fulfillmentId ? eq(gfnTransactions.fulfillmentId, f.fulfillmentId) : undefined,
    f.type ? eq(gfnTransactions.type, f.type) : undefined,
    f.start ? gte(gfnTransactions.createdAt, f.start) : undefined,
    f.end ? lt(gfnTransactions.createdAt, f.end) : undefined,
    query ? sql`${gfnTransactions.search} @@ ${query}` : undefined,
  );
}

const { search: _s, ...transactionColumns } = getTableColumns(gfnTransactions);
export type TransactionRow = Omit<typeof gfnTransactions.$inferSelect, 'search'>;

export function pageTransactions(db: Tx, projectId: string, q: PageRequest & TransactionFilters) {
  const query = tsQuery(q.search, 'simple');
  const where = transactionWhere(projectId, q, query);
  const page = { pageSize: q.pageSize, pageToken: q.pageToken };
  if (query) {
    const rank = rankOf(sql`${gfnTransactions.search}`, query);
    return paginate(
      db
        .select({ ...transactionColumns, rank })
        .from(gfnTransactions)
        .$dynamic(),
      {
        where,
        orderBy: [rank, gfnTransactions.id],
        direction: 'desc',
        cursor: (r) => [r.rank, r.id] as const,
        ...page,
      },
    );
  }
  return paginate(db.select(transactionColumns).from(gfnTransactions).$dynamic(), {
    where,
    orderBy: [gfnTransactions.createdAt, gfnTransactions.id],
    direction: 'desc',
    cursor: (r) => [r.createdAt, r.id] as const,
    ...page,
  });
}

/** The export's SQL (for a server-side cursor): the list's filters, newest first. */
export function exportTransactionsQuery(db: Tx, projectId: string, f: TransactionFilters) {
  const query = tsQuery(f.search, 'simple');
  return db
    .select({
      createdAt: sql`to_char(${gfnTransactions.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
      statement: gfnStatements.number,
      factory: gfnStatements.fulfillmentProjectName,
      fulfillmentId: gfnTransactions.fulfillmentId,
      type: gfnTransactions.type,
      description: gfnTransactions.description,
      sku: gfnTransactions.sku,
      quantity: gfnTransactions.quantity,
      currency: gfnTransactions.currency,
      amount: gfnTransactions.amount,
      id: gfnTransactions.id,
    })
    .from(gfnTransactions)
    .leftJoin(gfnStatements, and(eq(gfnStatements.projectId, gfnTransactions.projectId), eq(gfnStatements.id, gfnTransactions.statementId)))
    .where(transactionWhere(projectId, f, query))
    .orderBy(sql`${gfnTransactions.createdAt} desc, ${gfnTransactions.id} desc`)
    .toSQL();
}
