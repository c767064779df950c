/**
 * Shared column helpers. Every timestamp is `timestamptz(3)` read as an ISO-8601 UTC string
 * (`2026-11-22T21:42:32.086Z`): millisecond precision in storage makes that string lossless, so a value the API
 * returns compares equal when a client sends it back (cursors, If-Match). See docs/decisions/timestamps.md.
 */
import { PgTimestampString, timestamp } from 'drizzle-orm/pg-core';

export const ts = () => timestamp({ withTimezone: true, mode: 'string', precision: 3 });

/** PostgreSQL's text of a UTC timestamptz with at most milliseconds: rewritten as text, no Date needed. */
const PG_UTC = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,3}))?\+00$/;

/** PostgreSQL's text form (`2026-11-22 21:42:32.086+00`) → ISO-8601 UTC; anything unparseable passes through. */
export function isoTimestamp(value: unknown): unknown {
  if (typeof value !== 'string') return value instanceof Date ? value.toISOString() : value;
  // Hot path (every timestamp of every row): the server's own UTC text, as toISOString() would write it.
  const utc = PG_UTC.exec(value);
  if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0')}Z`;
  const normalised = /^\d{4}-\d\d-\d\d \d/.test(value) ? value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00') : value;
  const date = new Date(normalised);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

// The one mechanism: every string-mode timestamp column (this file's helper or an area's own) maps through it,
// for plain selects, returning clauses and relational queries alike. Timestamps without a time zone are UTC.
PgTimestampString.prototype.mapFromDriverValue = function mapFromDriverValue(this: PgTimestampString<never>, value: string) {
  if (typeof value !== 'string') return value;
  return isoTimestamp(this.withTimezone || /(Z|[+-]\d\d(:?\d\d)?)$/.test(value) ? value : `${value}Z`) as string;
};
