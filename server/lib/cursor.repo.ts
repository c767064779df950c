/**
 * A server-side cursor (`DECLARE … NO SCROLL CURSOR` + `FETCH n` in a read-only transaction on its own pooled
 * connection): rows come in batches, so an export of any size holds one batch in memory. The caller must
 * `close()` it (also on a cancelled download); closing twice is harmless.
 */
import type pg from 'pg';

export interface BatchCursor {
  next(): Promise<unknown[][]>;
  close(err?: Error): Promise<void>;
}

export async function openCursor(pool: pg.Pool, query: { sql: string; params: unknown[] }, batchSize = 500): Promise<BatchCursor> {
  const client = await pool.connect();
  let closed = false;
  try {
    await client.query('BEGIN READ ONLY');
    await client.query({ text: `DECLARE export_cursor NO SCROLL CURSOR FOR ${query.sql}`, values: query.params });
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    client.release(err as Error);
    throw err;
  }
  return {
    async next() {
      if (closed) return [];
      const res = await client.query({ text: `FETCH ${batchSize} FROM export_cursor`, rowMode: 'array' });
      return res.rows as unknown[][];
    },
    async close(err) {
      if (closed) return;
      closed = true;
      try {
        await client.query(err ? 'ROLLBACK' : 'COMMIT');
        client.release();
      } catch (e) {
        client.release(e as Error);
      }
    },
  };
}
