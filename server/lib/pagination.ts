/**
 * Keyset paging: `pageToken` is an opaque cursor holding the sort key of the last row, with a checksum so a
 * corrupted or hand-edited token is a 422 rather than a confusing page. It is not a security boundary (the
 * key is not secret): a cursor only positions within a query the caller is already allowed to run.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { fieldError } from './errors.ts';

const KEY = 'shopfloor-page-token';

function sign(data: string): string {
  return createHmac('sha256', KEY).update(data).digest('base64url').slice(0, 16);
}

export function encodePageToken(values: unknown[]): string {
  const data = Buffer.from(JSON.stringify(values)).toString('base64url');
  return `${data}.${sign(data)}`;
}

export function decodePageToken(token: string | undefined): unknown[] | null {
  if (!token) return null;
  const [data, mac] = token.split('.');
  if (!data || !mac) throw fieldError('pageToken', 'The page token is invalid.');
  const expected = Buffer.from(sign(data));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw fieldError('pageToken', 'The page token is invalid.');
  }
  try {
    const values = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'));
    if (!Array.isArray(values)) throw new Error('not an array');
    return values;
  } catch {
    throw fieldError('pageToken', 'The page token is invalid.');
  }
}

/** Given `pageSize + 1` rows, return the page and the next token (from `keyOf` of the last kept row). */
export function pageOf<T>(rows: T[], pageSize: number, keyOf: (row: T) => unknown[]) {
  const hasMore = rows.length > pageSize;
  const items = hasMore ? rows.slice(0, pageSize) : rows;
  const last = items[items.length - 1];
  return { items, nextPageToken: hasMore && last ? encodePageToken(keyOf(last)) : null };
}
