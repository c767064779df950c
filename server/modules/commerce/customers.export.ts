/**
 * The customer CSV export: the list's query (same filters and order) run through a server-side cursor
 * (`DECLARE … CURSOR` in a read-only transaction, `FETCH` in batches as the client reads), so memory stays
 * constant at any size. Cells that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR) are
 * prefixed with `'` (docs/decisions/commerce.md "Exports").
 */
import type pg from 'pg';
import { safeCell } from '../../lib/csv.ts';

const BATCH = 500;

/** One CSV cell: formula starts neutralised, quoted when it holds a quote, comma or line break. */
export function csvCell(value: unknown): string {
  const s = safeCell(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

export interface CsvQuery {
  sql: string;
  params: unknown[];
}

/**
 * A CSV body streamed from a cursor over `query` (rows as arrays, in the select's column order). The pool
 * client is held while the client reads and released when the stream ends, fails or is cancelled.
 */
export function csvCursorStream(pool: pg.Pool, query: CsvQuery, header: readonly string[], cells: (row: unknown[]) => unknown[]) {
  let client: pg.PoolClient | null = null;
  let started = false;
  const release = async (err?: Error) => {
    const c = client;
    client = null;
    if (!c) return;
    try {
      if (!err) await c.query('CLOSE export_cursor; COMMIT');
      else await c.query('ROLLBACK');
      c.release();
    } catch (e) {
      c.release(e as Error);
    }
  };
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          client = await pool.connect();
          await client.query('BEGIN READ ONLY');
          await client.query(`DECLARE export_cursor NO SCROLL CURSOR FOR ${query.sql}`, query.params);
          controller.enqueue(encoder.encode(`\uFEFF${csvLine(header)}`));
          return;
        }
        if (!client) return;
        const res = await client.query({ text: `FETCH ${BATCH} FROM export_cursor`, rowMode: 'array' });
        if (res.rows.length) controller.enqueue(encoder.encode((res.rows as unknown[][]).map((r) => csvLine(cells(r))).join('')));
        if (res.rows.length < BATCH) {
          await release();
          controller.close();
        }
      } catch (err) {
        await release(err as Error);
        controller.error(err);
      }
    },
    async cancel() {
      await release(new Error('cancelled'));
    },
  });
}
