/**
 * The chat history and search plans, with the SQL messages.repo.ts itself builds: `EXPLAIN (ANALYZE, BUFFERS)`
 * of a history read of 50 as the channel's creator (access, anchor and page in one statement) — the latest,
 * and before / after / around the channel's middle message — and of a one-word search. `DATABASE_URL=… npx tsx scripts/explain-chat.ts <project> <channel> [word]` prints one JSON line:
 * `{ name: { ms, buffers, plan } }` (execution time, shared buffers hit + read, the plan's text). The chat bench
 * runs it (tests/bench/chat.ts; BENCH_CHAT_PLANS=1 prints the plans).
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type ReadAnchor, readPageQuery, searchQuery } from '../server/modules/chat/messages.repo.ts';

const [project, channel, word = 'printer'] = process.argv.slice(2);
if (!project || !channel || !process.env.DATABASE_URL) throw new Error('usage: DATABASE_URL=… explain-chat.ts <project> <channel> [word]');
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
const dialect = new PgDialect();

async function explain(query: { sql: string; params: unknown[] }) {
  await client.query(`EXPLAIN (ANALYZE) ${query.sql}`, query.params); // warm the cache first
  const r = await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${query.sql}`, query.params);
  const plan = (r.rows[0]['QUERY PLAN'] as { Plan: Record<string, number>; 'Execution Time': number }[])[0]!;
  const text = await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${query.sql}`, query.params);
  return {
    ms: +plan['Execution Time'].toFixed(3),
    buffers: (plan.Plan['Shared Hit Blocks'] ?? 0) + (plan.Plan['Shared Read Blocks'] ?? 0),
    plan: text.rows.map((x: Record<string, string>) => x['QUERY PLAN']).join('\n'),
  };
}

try {
  const { last_seq: last, created_by: user } = (
    await client.query('SELECT last_seq, created_by FROM chat_channels WHERE project_id = $1 AND id = $2', [project, channel])
  ).rows[0];
  const mid = Math.max(1, Math.floor(Number(last) / 2));
  const { id: midId } = (
    await client.query('SELECT id FROM chat_messages WHERE project_id = $1 AND channel_id = $2 AND seq = $3', [project, channel, mid])
  ).rows[0];
  const out: Record<string, Awaited<ReturnType<typeof explain>>> = {};
  const anchors: [string, ReadAnchor][] = [
    ['latest', { kind: 'latest' }],
    ['before', { kind: 'before', messageId: midId }],
    ['after', { kind: 'after', messageId: midId }],
    ['around', { kind: 'around', messageId: midId }],
  ];
  for (const [name, anchor] of anchors) out[name] = await explain(dialect.sqlToQuery(readPageQuery(project, channel, user, anchor, 50)));
  out.search = await explain(dialect.sqlToQuery(searchQuery(project, channel, word, { pageSize: 20 })!));
  console.log(JSON.stringify(out));
} finally {
  await client.end();
}
