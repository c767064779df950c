/**
 * Orders and what hangs off them: every query of the orders routes. Lists page by keyset on (date, id) desc,
 * matching the schema's indexes (`orders_status_created_idx` when filtered by status and creation date).
 */
import { and, asc, count, eq, gte, inArray, lt, type SQL, sql, sum } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customers, fulfillments, orderLines, orderPayments, orders, storefronts, users } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { decodePageToken, type PageRequest, pageOf } from '../../lib/pagination.ts';
import { projectRepo } from '../../lib/project-repo.ts';
import type { OrderStatus } from './statuses.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type PaymentRow = typeof orderPayments.$inferSelect;
export type FulfillmentRow = typeof fulfillments.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;
export type StorefrontRow = typeof storefronts.$inferSelect;

const ordersOf = projectRepo(orders);
const linesOf = projectRepo(orderLines);
const paymentsOf = projectRepo(orderPayments);
const fulfillmentsOf = projectRepo(fulfillments);
const customersOf = projectRepo(customers);
const storefrontsOf = projectRepo(storefronts);

export interface OrderFilters {
  search?: string | undefined;
  start?: string | undefined;
  end?: string | undefined;
  dateFilterType: 'created' | 'updated';
  status?: OrderStatus | undefined;
  customerId?: string | undefined;
}

/**
 * A prefix full-text query over the order's search vector (number, email, customer name): every word must
 * match the start of a lexeme. `#1042` searches the number; quotes and operators in the text are dropped.
 */
export function searchQuery(text: string): string | null {
  const words = text
    .toLowerCase()
    .replace(/#/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}@._+-]/gu, '').replace(/^[-.+@_]+|[-.+@_]+$/g, ''))
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((w) => `'${w}':*`).join(' & ') : null;
}

function dateColumn(f: OrderFilters) {
  return f.dateFilterType === 'updated' ? orders.updatedAt : orders.createdAt;
}

/** The list's own conditions (the tenant condition is added by the caller). */
export function orderConditions(f: OrderFilters): SQL | undefined {
  const date = dateColumn(f);
  const q = f.search ? searchQuery(f.search) : null;
  return and(
    f.status ? eq(orders.status, f.status) : undefined,
    f.customerId ? eq(orders.customerId, f.customerId) : undefined,
    f.start ? gte(date, f.start) : undefined,
    f.end ? lt(date, f.end) : undefined,
    f.search ? (q ? sql`${orders.search} @@ to_tsquery('simple', ${q})` : sql`false`) : undefined,
  );
}

export const summaryColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  fulfillmentStatus: orders.fulfillmentStatus,
  customerId: orders.customerId,
  customerName: orders.customerName,
  email: orders.email,
  currency: orders.currency,
  total: orders.total,
  itemCount: orders.itemCount,
  source: orders.source,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  paidAt: orders.paidAt,
};
export type OrderSummaryRow = { [K in keyof typeof summaryColumns]: OrderRow[K] };

/**
 * Newest first, written as the indexes are (`DESC NULLS LAST`; both keys are NOT NULL): an ORDER BY with the
 * default `DESC` (NULLS FIRST) could not be read off them and would sort every match.
 */
function newestFirst(f: OrderFilters) {
  const date = dateColumn(f);
  return [sql`${date} DESC NULLS LAST`, sql`${orders.id} DESC NULLS LAST`];
}

/**
 * The hot read: one page of a storefront's orders in ONE prepared statement per filter shape (which filters are
 * present, which date, first page or a later one), with the storefront check and its order-number prefix as
 * one-time subqueries (InitPlans: evaluated once, the index order of the scan is kept). A page with rows proves
 * the storefront is the project's; an empty page cannot tell, so `prefix` is null and the caller checks.
 */
type PageStatement = { execute(args: Record<string, unknown>): Promise<(OrderSummaryRow & { prefix: string | null })[]> };
const pageStatements = new WeakMap<object, Map<string, PageStatement>>();

function pageStatement(db: Tx, f: OrderFilters, seek: boolean): PageStatement {
  let byShape = pageStatements.get(db);
  if (!byShape) pageStatements.set(db, (byShape = new Map()));
  const shape = [
    f.dateFilterType,
    f.status ? 's' : '',
    f.customerId ? 'c' : '',
    f.start ? 'a' : '',
    f.end ? 'b' : '',
    f.search ? 'q' : '',
    seek ? 'k' : '',
  ].join('');
  let q = byShape.get(shape);
  if (!q) {
    q = pageQuery(db, f, seek).prepare(`platform_orders_${shape}`) as unknown as PageStatement;
    byShape.set(shape, q);
  }
  return q;
}

function pageQuery(db: Tx, f: OrderFilters, seek: boolean) {
  const p = sql.placeholder;
  const date = dateColumn(f);
  const storefront = sql`${storefronts.projectId} = ${p('projectId')} AND ${storefronts.id} = ${p('platformId')}`;
  return db
    .select({
      ...summaryColumns,
      prefix: sql<string | null>`(SELECT ${storefronts.orderNumberPrefix} FROM ${storefronts} WHERE ${storefront})`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.projectId, p('projectId')),
        sql`EXISTS (SELECT 1 FROM ${storefronts} WHERE ${storefront})`,
        f.status ? eq(orders.status, p('status')) : undefined,
        f.customerId ? eq(orders.customerId, p('customerId')) : undefined,
        f.start ? gte(date, p('start')) : undefined,
        f.end ? lt(date, p('end')) : undefined,
        f.search ? sql`${orders.search} @@ to_tsquery('simple', ${p('query')})` : undefined,
        seek ? sql`(${date}, ${orders.id}) < (${p('afterDate')}::timestamptz, ${p('afterId')})` : undefined,
      ),
    )
    .orderBy(...newestFirst(f))
    .limit(p('limit'));
}

/** The page statement's SQL with the values in place of its placeholders (EXPLAIN in tests and the bench). */
export function pagePlatformOrdersSql(db: Tx, f: OrderFilters, values: Record<string, unknown>) {
  const q = pageQuery(db, f, 'afterId' in values).toSQL();
  return {
    sql: q.sql,
    params: q.params.map((v) => (v && typeof v === 'object' && 'name' in v ? values[(v as { name: string }).name] : v)),
  };
}

/** One page of the storefront's orders (see pageStatement); `prefix` null when the page is empty. */
export async function pagePlatformOrders(db: Tx, projectId: string, platformId: string, f: OrderFilters, page: PageRequest) {
  const after = decodePageToken(page.pageToken, 2);
  if (after && (typeof after[0] !== 'string' || typeof after[1] !== 'string' || Number.isNaN(Date.parse(after[0])))) {
    throw fieldError('pageToken', 'The page token is invalid.');
  }
  const query = f.search ? searchQuery(f.search) : null;
  if (f.search && !query) return { items: [], nextPageToken: null, prefix: null };
  const rows = await pageStatement(db, f, !!after).execute({
    projectId,
    platformId,
    limit: page.pageSize + 1,
    ...(f.status ? { status: f.status } : {}),
    ...(f.customerId ? { customerId: f.customerId } : {}),
    ...(f.start ? { start: f.start } : {}),
    ...(f.end ? { end: f.end } : {}),
    ...(query ? { query } : {}),
    ...(after ? { afterDate: after[0], afterId: after[1] } : {}),
  });
  const key = f.dateFilterType === 'updated' ? 'updatedAt' : 'createdAt';
  const result = pageOf(rows, page.pageSize, (r) => [r[key], r.id] as const);
  return { ...result, prefix: rows[0]?.prefix ?? null };
}

export const findOrder = (db: Tx, projectId: string, orderId: string) => ordersOf(db, projectId).find(eq(orders.id, orderId));

/** Orders locked for an update in this transaction (in id order, so concurrent bulk updates cannot deadlock). */
export async function lockOrders(tx: Tx, projectId: string, orderIds: string[]): Promise<OrderRow[]> {
  if (!orderIds.length) return [];
  return tx
    .select()
    .from(orders)
    .where(ordersOf(tx, projectId).scope(inArray(orders.id, orderIds)))
    .orderBy(asc(orders.id))
    .for('update');
}

export async function findOrderByIdempotencyKey(db: Tx, projectId: string, key: string) {
  return ordersOf(db, projectId).find(eq(orders.idempotencyKey, key));
}

/** Serialise requests with one idempotency key (the second waits for the first's commit, then sees its order). */
export async function lockIdempotencyKey(tx: Tx, projectId: string, key: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`order-create:${projectId}:${key}`}, 0))`);
}

export const linesOfOrder = (db: Tx, projectId: string, orderId: string) =>
  db
    .select()
    .from(orderLines)
    .where(linesOf(db, projectId).scope(eq(orderLines.orderId, orderId)))
    .orderBy(asc(orderLines.position));

export const paymentsOfOrder = (db: Tx, projectId: string, orderId: string) =>
  db
    .select()
    .from(orderPayments)
    .where(paymentsOf(db, projectId).scope(eq(orderPayments.orderId, orderId)))
    .orderBy(asc(orderPayments.createdAt), asc(orderPayments.id));

export const fulfillmentsOfOrder = (db: Tx, projectId: string, orderId: string) =>
  db
    .select()
    .from(fulfillments)
    .where(fulfillmentsOf(db, projectId).scope(eq(fulfillments.orderId, orderId)))
    .orderBy(asc(fulfillments.createdAt), asc(fulfillments.id));

export const findCustomer = (db: Tx, projectId: string, customerId: string) =>
  customersOf(db, projectId).find(eq(customers.id, customerId));

/** The next order number of the storefront, taken in the order's transaction (the row lock orders creators). */
export async function takeOrderNumber(tx: Tx, projectId: string): Promise<number> {
  const [row] = await tx
    .update(storefronts)
    .set({ nextOrderNumber: sql`${storefronts.nextOrderNumber} + 1` })
    .where(eq(storefronts.projectId, projectId))
    .returning({ taken: sql<number>`${storefronts.nextOrderNumber} - 1` });
  return Number(row!.taken);
}

export async function insertOrder(tx: Tx, projectId: string, values: Omit<typeof orders.$inferInsert, 'projectId'>) {
  return ordersOf(tx, projectId).insert(values);
}

export async function insertLines(tx: Tx, projectId: string, rows: Omit<typeof orderLines.$inferInsert, 'projectId'>[]) {
  if (!rows.length) return [];
  return tx
    .insert(orderLines)
    .values(rows.map((r) => ({ ...r, projectId })))
    .returning();
}

export async function updateOrder(tx: Tx, projectId: string, orderId: string, set: Partial<Omit<typeof orders.$inferInsert, 'projectId'>>) {
  const [row] = await ordersOf(tx, projectId).update(eq(orders.id, orderId), { ...set, updatedAt: sql`now()` as never });
  return row!;
}

export async function insertPayment(tx: Tx, projectId: string, values: Omit<typeof orderPayments.$inferInsert, 'projectId' | 'id'>) {
  return paymentsOf(tx, projectId).insert({ id: newId('pay'), ...values });
}

export async function insertFulfillment(tx: Tx, projectId: string, values: Omit<typeof fulfillments.$inferInsert, 'projectId' | 'id'>) {
  return fulfillmentsOf(tx, projectId).insert({ id: newId('ful'), ...values });
}

/** The display name of a user (timeline actors). */
export async function userName(db: Tx, userId: string): Promise<string | null> {
  const [u] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!u) return null;
  return [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;
}

export async function storefrontHasOrders(db: Tx, projectId: string): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.projectId, projectId)).limit(1);
  return !!row;
}

export async function updateStorefront(db: Tx, projectId: string, set: Partial<Omit<typeof storefronts.$inferInsert, 'projectId'>>) {
  const [row] = await storefrontsOf(db, projectId).update(sql`true`, { ...set, updatedAt: sql`now()` as never });
  return row!;
}

/** Order count and revenue (paid, not refunded) between two instants, in total and by day in `timezone`. */
export async function orderSummary(db: Tx, projectId: string, range: { start: string; end: string; timezone: string }) {
  const day = sql<string>`to_char(${orders.createdAt} AT TIME ZONE ${range.timezone}, 'YYYY-MM-DD')`;
  const revenue = sql`CASE WHEN ${orders.paymentStatus} = 'paid' THEN ${orders.total} ELSE 0 END`;
  const rows = await db
    .select({ date: day, orderCount: count(), revenue: sum(revenue).mapWith(Number) })
    .from(orders)
    .where(ordersOf(db, projectId).scope(and(gte(orders.createdAt, range.start), lt(orders.createdAt, range.end))))
    // By position: the zone is a parameter, and two parameters are two expressions to PostgreSQL.
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((r) => ({ date: r.date, orderCount: Number(r.orderCount), revenue: Number(r.revenue ?? 0) }));
}

/** The export's columns, in CSV order; read by position from the cursor (`rowMode: 'array'`). */
export const exportColumns = {
  number: orders.number,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  fulfillmentStatus: orders.fulfillmentStatus,
  customerName: orders.customerName,
  email: orders.email,
  currency: orders.currency,
  subtotal: orders.subtotal,
  discountTotal: orders.discountTotal,
  shippingTotal: orders.shippingTotal,
  taxTotal: orders.taxTotal,
  total: orders.total,
  itemCount: orders.itemCount,
  source: orders.source,
  paidAt: orders.paidAt,
  shippingCountry: sql<string | null>`${orders.shippingAddress}->>'country'`,
  id: orders.id,
};

/** The export query (the list's filters, newest first) as text + parameters for a server-side cursor. */
export function exportOrdersQuery(db: Tx, projectId: string, f: OrderFilters) {
  return db
    .select(exportColumns)
    .from(orders)
    .where(ordersOf(db, projectId).scope(orderConditions(f)))
    .orderBy(...newestFirst(f))
    .toSQL();
}
