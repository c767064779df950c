/**
 * How many queries a call sends to PostgreSQL (pg's Client#query counted while it runs). The API tests run the
 * app in-process and one file at a time per worker, so the count is the call's own. Guards the hot reads
 * against a query creeping back in (docs/decisions/request-queries.md).
 */
import pg from 'pg';

export async function countQueries<T>(fn: () => Promise<T>): Promise<{ result: T; queries: number }> {
  let queries = 0;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    queries++;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    return { result: await fn(), queries };
  } finally {
    pg.Client.prototype.query = query;
  }
}
