/**
 * Search text as the product sends it: words, optionally with filters (`visibility:platform`,
 * `type:parent-platform,project`). Words become a PostgreSQL tsquery: every word as a prefix (`instal:*`),
 * all required; text with quotes, `or` or a leading `-` goes through websearch_to_tsquery instead.
 */
import { type SQL, sql } from 'drizzle-orm';

export interface ParsedSearch {
  text: string;
  filters: Map<string, string[]>;
}

export function parseSearch(search: string | undefined, keys: readonly string[]): ParsedSearch {
  const filters = new Map<string, string[]>();
  const words: string[] = [];
  for (const token of (search ?? '').split(/\s+/).filter(Boolean)) {
    const m = /^([a-zA-Z]+):(.+)$/.exec(token);
    if (m && keys.includes(m[1]!)) filters.set(m[1]!, m[2]!.split(',').filter(Boolean));
    else words.push(token);
  }
  return { text: words.join(' '), filters };
}

/**
 * The tsquery for the words, or null when there is nothing to search for. `weights` ('A') limits the match to
 * the weighted part of the vector (titles and questions are weight A): the header search's "by title".
 */
export function tsQuery(text: string, weights = ''): SQL | null {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12).map((w) => w.slice(0, 40));
  if (!words.length) return null;
  if (!weights && /["]|(^|\s)-\S|\sor\s/i.test(text)) return sql`websearch_to_tsquery('english', ${text.slice(0, 200)})`;
  return sql`to_tsquery('english', ${words.map((w) => `${w}:*${weights}`).join(' & ')})`;
}

/** A rank as an integer (stable in a page token): ts_rank × 10^6. */
export const rankOf = (vector: SQL, query: SQL) => sql<number>`(ts_rank(${vector}, ${query}) * 1000000)::int`;
