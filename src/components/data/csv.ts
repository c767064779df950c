/** CSV export: cell escaping (with the spreadsheet-formula guard) and walking every page of a filter. */
import type { ListPage } from './types.ts';

const FORMULA = /^[=+\-@\t\r]/;

/**
 * One CSV cell. Text that a spreadsheet would run as a formula (starting with = + - @, or a tab / carriage
 * return) gets a leading `'`; numbers are written as they are (a negative number is not a formula).
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  if (typeof value !== 'number' && FORMULA.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Rows to CSV text (RFC 4180 line ends). */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n');
}

/**
 * Every row of the current filter: fetches page after page until there is no next token. `onProgress` gets the
 * row count so far; an aborted `signal` stops between pages. `maxPages` guards against a server that loops.
 */
export async function collectPages<T>(
  fetchPage: (pageToken: string | null) => Promise<ListPage<T>>,
  opts: { onProgress?: (rows: number) => void; signal?: AbortSignal; maxPages?: number } = {},
): Promise<T[]> {
  const rows: T[] = [];
  let token: string | null = null;
  const seen = new Set<string>();
  for (let i = 0; i < (opts.maxPages ?? 1000); i++) {
    opts.signal?.throwIfAborted();
    const page: ListPage<T> = await fetchPage(token);
    rows.push(...page.items);
    opts.onProgress?.(rows.length);
    token = page.nextPageToken;
    if (!token || seen.has(token)) return rows;
    seen.add(token);
  }
  return rows;
}
