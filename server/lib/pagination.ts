/**
 * The one pager. Every list endpoint answers `{<items>, nextPageToken}` for `pageSize` + `pageToken`:
 *
 *   const page = await paginate(db.select().from(things).$dynamic(), {
 *     where: eq(things.projectId, projectId),
 *     orderBy: [things.createdAt, things.id],          // unique together: end with the id
 *     cursor: (row) => [row.createdAt, row.id],          // the same keys, read from a row (typed tuple)
 *     pageSize, pageToken,
 *   });
 *
 * Keyset paging: `pageToken` holds the sort key of the last row, with a checksum so a corrupted or hand-edited
 * token is a 422 rather than a confusing page. It is not a security boundary (the key is not secret): a cursor
 * only positions within a query the caller is already allowed to run. Lists built in memory (constants, or
 * merged from several sources) use `paginateArray` with the same tokens.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { fieldError } from './errors.ts';

export type CursorValue = string | number;
export interface Page<T> {
  items: T[];
  nextPageToken: string | null;
}
export interface PageRequest {
  pageSize: number;
  pageToken?: string | undefined;
}

const KEY = 'shopfloor-page-token';
const invalid = () => fieldError('pageToken', 'The page token is invalid.');

function sign(data: string): string {
  return createHmac('sha256', KEY).update(data).digest('base64url').slice(0, 16);
}

export function encodePageToken(values: readonly CursorValue[]): string {
  const data = Buffer.from(JSON.stringify(values)).toString('base64url');
  return `${data}.${sign(data)}`;
}

/** The cursor in a token (null without one); a token that was not ours, or of another shape, is a 422. */
export function decodePageToken(token: string | undefined, length?: number): CursorValue[] | null {
  if (!token) return null;
  const [data, mac, extra] = token.split('.');
  if (!data || !mac || extra !== undefined) throw invalid();
  const expected = Buffer.from(sign(data));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(values) || values.some((v) => typeof v !== 'string' && typeof v !== 'number')) throw invalid();
  if (length !== undefined && values.length !== length) throw invalid();
  return values as CursorValue[];
}

/** Given `pageSize + 1` rows, return the page and the next token (from `cursor` of the last kept row). */
export function pageOf<T>(rows: T[], pageSize: number, cursor: (row: T) => readonly CursorValue[]): Page<T> {
  const hasMore = rows.length > pageSize;
  const items = hasMore ? rows.slice(0, pageSize) : rows;
  const last = items[items.length - 1];
  return { items, nextPageToken: hasMore && last ? encodePageToken(cursor(last)) : null };
}

export interface PageOptions<Row, K extends readonly CursorValue[]> extends PageRequest {
  /** The list's own conditions (the pager adds the cursor's). */
  where?: SQL | undefined;
  /** Sort keys, unique together (end with the id); all in one direction. Timestamps: see docs/decisions/pagination.md. */
  orderBy: { [I in keyof K]: SQLWrapper };
  direction?: 'asc' | 'desc';
  /** The sort keys of a row, in `orderBy`'s order. */
  cursor: (row: Row) => K;
}

/** One keyset page of a drizzle select (`db.select(...).from(...).$dynamic()`). */
export async function paginate<Q extends PgSelect, K extends readonly CursorValue[]>(
  query: Q,
  opts: PageOptions<Q['_']['result'][number], K>,
): Promise<Page<Q['_']['result'][number]>> {
  const keys = opts.orderBy as readonly SQLWrapper[];
  const after = decodePageToken(opts.pageToken, keys.length);
  const seek = after
    ? sql`(${sql.join([...keys], sql`, `)}) ${opts.direction === 'desc' ? sql`<` : sql`>`} (${sql.join(
        after.map((v) => sql`${v}`),
        sql`, `,
      )})`
    : undefined;
  const rows = (await query
    .where(and(opts.where, seek))
    .orderBy(...keys.map((k) => (opts.direction === 'desc' ? desc(k) : asc(k))))
    .limit(opts.pageSize + 1)) as Q['_']['result'];
  return pageOf(rows, opts.pageSize, opts.cursor);
}

function compareKeys(a: readonly CursorValue[], b: readonly CursorValue[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x !== y) return x < y ? -1 : 1;
  }
  return a.length - b.length;
}

/** One page of a list built in memory, sorted by `cursor` (ascending, unique). */
export function paginateArray<T, K extends readonly CursorValue[]>(
  items: readonly T[],
  opts: PageRequest & { cursor: (item: T) => K },
): Page<T> {
  const sorted = [...items].sort((a, b) => compareKeys(opts.cursor(a), opts.cursor(b)));
  const after = decodePageToken(opts.pageToken);
  const start = after ? sorted.findIndex((item) => compareKeys(opts.cursor(item), after) > 0) : 0;
  const rest = start < 0 ? [] : sorted.slice(start, start + opts.pageSize + 1);
  return pageOf(rest, opts.pageSize, opts.cursor);
}

/**
 * One page of a short list already in its display order (e.g. by a sort column the DTO does not carry): the
 * cursor is the last item's position and id; if that item has gone, the page starts where it was (what
 * followed it has moved up by one).
 */
export function paginateOrdered<T>(items: readonly T[], opts: PageRequest & { id: (item: T) => string }): Page<T> {
  const after = decodePageToken(opts.pageToken, 2);
  let start = 0;
  if (after) {
    const [position, id] = after;
    if (typeof position !== 'number' || typeof id !== 'string') throw invalid();
    const found = items.findIndex((item) => opts.id(item) === id);
    start = found >= 0 ? found + 1 : position;
  }
  const rest = items.slice(start, start + opts.pageSize + 1);
  return pageOf(rest, opts.pageSize, (item) => [start + rest.indexOf(item), opts.id(item)]);
}
