/**
 * Words → a PostgreSQL tsquery (as server/modules/help/help-search.repo.ts): every word a prefix (`tee:*`), all
 * required; quotes, `or` or a leading `-` go through websearch_to_tsquery. Ranks are integers (stable in a token).
 */
import { type SQL, sql } from 'drizzle-orm';

export function tsQuery(text: string | undefined, config: 'english' | 'simple' = 'english'): SQL | null {
  const raw = (text ?? '').trim();
  const words = (raw.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12).map((w) => w.slice(0, 40));
  if (!words.length) return null;
  const cfg = sql.raw(`'${config}'`);
  if (/["]|(^|\s)-\S|\sor\s/i.test(raw)) return sql`websearch_to_tsquery(${cfg}, ${raw.slice(0, 200)})`;
  return sql`to_tsquery(${cfg}, ${words.map((w) => `${w}:*`).join(' & ')})`;
}

export const rankOf = (vector: SQL, query: SQL) => sql<number>`(ts_rank(${vector}, ${query}) * 1000000)::int`;
