/**
 * Formula-safe CSV, streamed: pages come from a keyset walk of the table and each page is written with
 * csv-stringify when the client pulls for more (a pull stream: a slow client slows the reads), so an export of
 * any size runs at constant memory. A cell starting with = + - @ (or a tab or carriage return, which some
 * spreadsheets strip first) is prefixed with ' so a spreadsheet shows it as text, not a formula.
 */
import { stringify } from 'csv-stringify/sync';
import { safeCell } from '../../lib/csv.ts';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}
type Pager<T> = (pageToken: string | undefined) => Promise<{ items: T[]; nextPageToken: string | null }>;

/** A ReadableStream of CSV (UTF-8 with BOM for spreadsheets), header first, one page of rows per pull. */
export function csvStream<T>(columns: CsvColumn<T>[], page: Pager<T>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let token: string | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${stringify([columns.map((c) => c.header)])}`));
        return;
      }
      const result = await page(token);
      if (result.items.length) {
        controller.enqueue(encoder.encode(stringify(result.items.map((row) => columns.map((c) => safeCell(c.value(row)))))));
      }
      if (!result.nextPageToken) controller.close();
      else token = result.nextPageToken;
    },
  });
}
