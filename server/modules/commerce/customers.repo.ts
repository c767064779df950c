/**
 * Customer reads: the filtered list (keyset on (sort key, id) over the customers_*_idx indexes), one customer, and
 * the conditions the export shares. Writes to customers happen with the orders that change their aggregates.
 */
import { and, getTableColumns, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { decodePageToken, encodePageToken, type Page } from '../../lib/pagination.ts';
import { projectRepo } from '../../lib/project-repo.ts';
import { fieldError } from '../../lib/errors.ts';
import type { Comparison, CustomerFilters, CustomerSortKey } from './customer-filters.ts';

/** Every column but the generated search vector (never sent, and large). */
const { search: _search, ...customerColumns } = getTableColumns(customers);
export { customerColumns };
export type CustomerRow = Omit<typeof customers.$inferSelect, 'search'>;
const customerRepo = projectRepo(customers);

const SORT_COLUMNS: Record<CustomerSortKey, AnyPgColumn> = {
  lastPurchased: customers.lastPurchasedAt,
  lifetimeValue: customers.lifetimeValue,
  totalOrderCount: customers.totalOrderCount,
  createdAt: customers.createdAt,
};

function compare(column: AnyPgColumn, comparisons: Comparison[] | undefined): SQL[] {
  const ops = { gt, gte, lt, lte, eq };
  return (comparisons ?? []).map((c) => ops[c.op](column, c.value));
}

/** `ann smi` → `ann:* & smi:*` (terms are letters and digits only: see searchTerms). */
export function prefixQuery(terms: string[]): string {
  return terms.map((t) => `${t}:*`).join(' & ');
}

/** The filter conditions (without the tenant, which the caller adds), for the list and the export. */
export function customerConditions(f: CustomerFilters): SQL | undefined {
  return and(
    f.countries ? inArray(customers.country, f.countries) : undefined,
    f.gender ? eq(customers.gender, f.gender) : undefined,
    ...compare(customers.totalOrderCount, f.totalOrderCount),
    ...compare(customers.refundedOrderCount, f.refundedOrderCount),
    ...compare(customers.lifetimeValue, f.lifetimeValue),
    f.lastPurchasedStart ? gte(customers.lastPurchasedAt, f.lastPurchasedStart) : undefined,
    f.lastPurchasedEnd ? lt(customers.lastPurchasedAt, f.lastPurchasedEnd) : undefined,
    f.searchTerms ? sql`${customers.search} @@ to_tsquery('simple', ${prefixQuery(f.searchTerms)})` : undefined,
  );
}

/**
 * The ORDER BY of a sort: the key then the id, one direction, spelled to match the indexes exactly. drizzle writes
 * `.desc()` index columns as `DESC NULLS LAST`, and PostgreSQL only walks an index for an ORDER BY with the same
 * NULLS placement (NOT NULL columns included): `desc nulls last` forwards, `asc nulls first` backwards. A plain
 * `desc` (NULLS FIRST) would sort the whole table. A missing last purchase sorts as the oldest.
 */
export function customerOrder(f: CustomerFilters): SQL[] {
  const col = SORT_COLUMNS[f.sort.key];
  return f.sort.direction === 'desc'
    ? [sql`${col} desc nulls last`, sql`${customers.id} desc nulls last`]
    : [sql`${col} asc nulls first`, sql`${customers.id} asc nulls first`];
}

type CursorKey = string | number | null;
const sortTag = (f: CustomerFilters) => `${f.sort.direction === 'desc' ? '-' : ''}${f.sort.key}`;
/** The token names its sort, so a token of another sort (or a hand-made one) is a 422, never a bad comparison. */
const cursorOf = (f: CustomerFilters, r: CustomerRow): [string, string | number, string] => {
  const v = f.sort.key === 'lastPurchased' ? r.lastPurchasedAt : f.sort.key === 'createdAt' ? r.createdAt : r[f.sort.key];
  return [sortTag(f), v ?? '', r.id]; // a token holds strings and numbers: '' stands for a missing last purchase
};

function readCursor(f: CustomerFilters, token: string | undefined): [CursorKey, string] | null {
  const values = decodePageToken(token);
  if (!values) return null;
  const invalid = () => fieldError('pageToken', 'The page token is invalid (or belongs to another sort).');
  const [tag, v, id] = values;
  if (values.length !== 3 || tag !== sortTag(f) || typeof id !== 'string') throw invalid();
  const numeric = f.sort.key === 'lifetimeValue' || f.sort.key === 'totalOrderCount';
  if (numeric && typeof v !== 'number') throw invalid();
  if (!numeric && (typeof v !== 'string' || (v !== '' && Number.isNaN(Date.parse(v))))) throw invalid();
  if (f.sort.key === 'createdAt' && v === '') throw invalid();
  return [v === '' ? null : (v as CursorKey), id];
}

/** One segment's query of a page (exported for the EXPLAIN report, scripts/explain-customers.ts). */
export function customerListQuery(db: Tx, projectId: string, f: CustomerFilters, seek: SQL | undefined, limit: number) {
  return db
    .select(customerColumns)
    .from(customers)
    .where(customerRepo(db, projectId).scope(and(customerConditions(f), seek)))
    .orderBy(...customerOrder(f))
    .limit(limit);
}

/** The seek condition after (value, id) in the sort's direction (a row comparison on the index columns). */
export function customerSeek(f: CustomerFilters, v: string | number, id: string): SQL {
  const col = SORT_COLUMNS[f.sort.key];
  return f.sort.direction === 'desc' ? sql`(${col}, ${customers.id}) < (${v}, ${id})` : sql`(${col}, ${customers.id}) > (${v}, ${id})`;
}

/**
 * One page. The token holds (sort key, id) of the last row; the seek is a row comparison on the index columns.
 * `lastPurchasedAt` can be NULL (a customer without orders): NULLs form their own segment (last when newest
 * first, first when ascending), so a page may end one segment and continue into the next with a second query.
 */
export async function pageCustomers(
  db: Tx,
  projectId: string,
  f: CustomerFilters,
  page: { pageSize: number; pageToken?: string | undefined },
): Promise<Page<CustomerRow>> {
  const col = SORT_COLUMNS[f.sort.key];
  const descending = f.sort.direction === 'desc';
  const after = readCursor(f, page.pageToken);
  const idSeek = (id: string) => (descending ? lt(customers.id, id) : gt(customers.id, id));
  const keySeek = (v: string | number, id: string) => customerSeek(f, v, id);
  const run = (extra: SQL | undefined, limit: number) => customerListQuery(db, projectId, f, extra, limit);

  const limit = page.pageSize + 1;
  let rows: CustomerRow[];
  if (f.sort.key !== 'lastPurchased') {
    rows = await run(after ? keySeek(after[0] as string | number, after[1]) : undefined, limit);
  } else {
    // Segments in display order: the dated customers and the never-purchased (NULL) ones.
    const dated = (seek?: SQL) => and(isNotNull(col), seek);
    const undated = (seek?: SQL) => and(isNull(col), seek);
    const segments: SQL[] = [];
    if (descending) {
      if (!after) segments.push(dated()!, undated()!);
      else if (after[0] !== null) segments.push(dated(keySeek(after[0], after[1]))!, undated()!);
      else segments.push(undated(idSeek(after[1]))!);
    } else {
      if (!after) segments.push(undated()!, dated()!);
      else if (after[0] === null) segments.push(undated(idSeek(after[1]))!, dated()!);
      else segments.push(dated(keySeek(after[0], after[1]))!);
    }
    rows = [];
    for (const segment of segments) {
      rows.push(...(await run(segment, limit - rows.length)));
      if (rows.length >= limit) break;
    }
  }
  const hasMore = rows.length > page.pageSize;
  const items = hasMore ? rows.slice(0, page.pageSize) : rows;
  const last = items[items.length - 1];
  return { items, nextPageToken: hasMore && last ? encodePageToken(cursorOf(f, last) as never) : null };
}

export async function findCustomer(db: Tx, projectId: string, id: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select(customerColumns)
    .from(customers)
    .where(customerRepo(db, projectId).scope(eq(customers.id, id)))
    .limit(1);
  return row ?? null;
}

/** Several customers by id (the order list's and detail's customer cards). */
export async function findCustomers(db: Tx, projectId: string, ids: string[]): Promise<CustomerRow[]> {
  if (!ids.length) return [];
  return db
    .select(customerColumns)
    .from(customers)
    .where(customerRepo(db, projectId).scope(inArray(customers.id, ids)));
}

const genderOf = (g: string | null): 'male' | 'female' | null => (g === 'male' || g === 'female' ? g : null);

export const toCustomerDto = (r: CustomerRow) => ({
  id: r.id,
  email: r.email,
  firstName: r.firstName,
  lastName: r.lastName,
  phone: r.phone,
  country: r.country,
  gender: genderOf(r.gender),
  acceptsMarketing: r.acceptsMarketing,
  totalOrderCount: r.totalOrderCount,
  refundedOrderCount: r.refundedOrderCount,
  lifetimeValue: r.lifetimeValue,
  currency: r.currency,
  firstPurchasedAt: r.firstPurchasedAt,
  lastPurchasedAt: r.lastPurchasedAt,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

// The CSV export (customers.export.ts streams it from a cursor): same conditions and order as the list.
export const CUSTOMER_CSV_HEADER = [
  'id',
  'email',
  'firstName',
  'lastName',
  'phone',
  'country',
  'gender',
  'acceptsMarketing',
  'totalOrderCount',
  'refundedOrderCount',
  'lifetimeValue',
  'currency',
  'firstPurchasedAt',
  'lastPurchasedAt',
  'createdAt',
] as const;

/** The export's SELECT (same conditions and order as the list), as SQL text and parameters for the cursor. */
export function customerExportQuery(db: Tx, projectId: string, f: CustomerFilters): { sql: string; params: unknown[] } {
  const scope = customerRepo(db, projectId).scope;
  const q = db
    .select({
      id: customers.id,
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      phone: customers.phone,
      country: customers.country,
      gender: customers.gender,
      acceptsMarketing: customers.acceptsMarketing,
      totalOrderCount: customers.totalOrderCount,
      refundedOrderCount: customers.refundedOrderCount,
      lifetimeValue: customers.lifetimeValue,
      currency: customers.currency,
      firstPurchasedAt: customers.firstPurchasedAt,
      lastPurchasedAt: customers.lastPurchasedAt,
      createdAt: customers.createdAt,
    })
    .from(customers)
    .where(scope(customerConditions(f)))
    .orderBy(...customerOrder(f))
    .toSQL();
  return { sql: q.sql, params: q.params };
}

/** A cursor row (array, header order) as CSV cells: timestamps (Dates from the driver) as ISO-8601 UTC. */
export const customerCells = (row: unknown[]) => row.map((v) => (v instanceof Date ? v.toISOString() : v));
