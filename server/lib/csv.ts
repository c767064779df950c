/**
 * CSV cells every export shares (docs/decisions/commerce.md "Exports"): a text cell a spreadsheet would run as a
 * formula — starting with `=`, `+`, `-`, `@`, a tab or a carriage return — is prefixed with `'` so it shows as
 * text. Numbers are left alone (a negative amount is a number, not a formula); dates are ISO; lists are joined.
 */
const FORMULA = /^[=+\-@\t\r]/;

export function safeCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  const text = Array.isArray(value) ? value.join(', ') : String(value);
  return FORMULA.test(text) ? `'${text}` : text;
}

/** Response headers of a CSV download. */
export const csvHeaders = (filename: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${filename}"`,
  'cache-control': 'no-store',
});

/** `orders-2026-11-23.csv`. */
export const exportFilename = (what: string, now = new Date()) => `${what}-${now.toISOString().slice(0, 10)}.csv`;
