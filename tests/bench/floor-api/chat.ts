/**
 * The bench's bare chat (never shipped): Hono + pg, no auth, no validation, no reactions or authors — the floor
 * the chat figures are divided by (tests/bench/chat.ts). Same tables and indexes as the real server.
 *   GET  /chat/history?project=&channel=&before=   a page of 50 before a message (its seq by id, then keyset)
 *   GET  /chat/search?project=&channel=&search=    one word, prefix-matched, ranked among the newest 500 matches
 *   GET  /chat/stream                              SSE: every text NOTIFYed on `bench_chat_floor`
 *   POST /chat/post?text=                          NOTIFY it (every floor process's stream clients get it)
 * Run: DATABASE_URL=… PORT=… npx tsx tests/bench/floor-api/chat.ts (the bench starts two, like the real servers).
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DB_POOL_MAX ?? 10) });
const app = new Hono();
const clients = new Set<(text: string) => void>();

const listener = new pg.Client({ connectionString: process.env.DATABASE_URL });
await listener.connect();
await listener.query('LISTEN bench_chat_floor');
listener.on('notification', (m) => {
  const data = `data: ${JSON.stringify({ text: m.payload })}\n\n`;
  for (const send of clients) send(data);
});

app.get('/healthz', (c) => c.json({ ok: true }));

app.get('/chat/history', async (c) => {
  const q = c.req.query();
  const { rows } = await pool.query(
    `SELECT id, seq, author_id, text, mentions, edited_at, deleted_at, created_at FROM chat_messages
      WHERE project_id = $1 AND channel_id = $2
        AND seq < (SELECT seq FROM chat_messages WHERE project_id = $1 AND id = $3)
      ORDER BY seq DESC LIMIT 50`,
    [q.project, q.channel, q.before],
  );
  return c.json({ messages: rows.reverse() });
});

app.get('/chat/search', async (c) => {
  const q = c.req.query();
  const { rows } = await pool.query(
    `WITH candidates AS (
       SELECT id, seq, text, search FROM chat_messages
        WHERE project_id = $1 AND channel_id = $2 AND search @@ to_tsquery('english', $3) AND deleted_at IS NULL
        ORDER BY seq DESC LIMIT 500)
     SELECT id, seq, text, ts_rank(search, to_tsquery('english', $3)) AS rank FROM candidates ORDER BY rank DESC, seq DESC LIMIT 20`,
    [q.project, q.channel, `${q.search}:*`],
  );
  return c.json({ messages: rows });
});

app.get('/chat/stream', (c) =>
  streamSSE(c, async (s) => {
    const send = (data: string) => void s.write(data);
    clients.add(send);
    await s.writeSSE({ event: 'ready', data: '{}' });
    await new Promise<void>((resolve) => s.onAbort(resolve));
    clients.delete(send);
  }),
);

app.post('/chat/post', async (c) => {
  await pool.query(`SELECT pg_notify('bench_chat_floor', $1)`, [c.req.query('text') ?? '']);
  return c.json({ ok: true }, 201);
});

serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
