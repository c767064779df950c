import { describe, expect, it } from 'vitest';
import { isoTimestamp } from './columns.ts';

/** What the mapper answered before its text fast path: parse, then toISOString(). */
function viaDate(value: string) {
  const date = new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

describe('isoTimestamp', () => {
  it("rewrites PostgreSQL's UTC text exactly as parsing it through a Date would", () => {
    for (const v of [
      '2026-11-22 21:42:32.086+00',
      '2026-11-22 21:42:32.08+00',
      '2026-11-22 21:42:32.8+00',
      '2026-11-22 21:42:32+00',
      '2026-01-01 00:00:00.001+00',
      '1999-12-31 23:59:59.999+00',
      '2024-02-29 12:00:00.5+00',
    ])
      expect(isoTimestamp(v)).toBe(viaDate(v));
  });

  it('other offsets, more digits and foreign text still go through a Date (or pass through)', () => {
    expect(isoTimestamp('2026-11-22 22:42:32.086+01')).toBe('2026-11-22T21:42:32.086Z');
    expect(isoTimestamp('2026-11-22 21:42:32.086123+00')).toBe('2026-11-22T21:42:32.086Z');
    expect(isoTimestamp('not a date')).toBe('not a date');
    expect(isoTimestamp(null)).toBe(null);
    expect(isoTimestamp(new Date('2026-11-22T21:42:32.086Z'))).toBe('2026-11-22T21:42:32.086Z');
  });
});
