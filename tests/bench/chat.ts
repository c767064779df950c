/**
 * The chat bench (issue 18), alone: `npx tsx tests/bench/chat.ts` (its own servers; BENCH_CHAT_DATA_DIR keeps
 * the database between runs). Two real server processes on one embedded PostgreSQL:
 * - a channel filled to BENCH_CHAT_MESSAGES messages (default 1,000,000; written once with generate_series);
 * - history: a page of 50 `before` a random message, p50/p99 over BENCH_CHAT_REQUESTS sequential calls;
 * - search over the channel (`websearch`/prefix words, ranked), p50/p99;
 * - fan-out: BENCH_CHAT_CLIENTS stream clients (half on each process), a message posted through the first
 *   process; the time from the post until each client has it, p50/p99 over every delivery.
 */
import pg from 'pg';
import { freePort } from '../../server/lib/free-port.ts';
import { signInBearer, startProcess, startRealServer } from './processes.ts';

// The demo's order history at a size that starts in seconds (the chat bench measures chat only).
process.env.DEMO_ORDERS ??= '3000';
const TARGET = Number(process.env.BENCH_CHAT_MESSAGES ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_CHAT_REQUESTS ?? 200);
const CLIENTS = Number(process.env.BENCH_CHAT_CLIENTS ?? 200);
const POSTS = Number(process.env.BENCH_CHAT_POSTS ?? 10);
const WORDS = ['printer', 'mug', 'order', 'courier', 'refund', 'stocktake', 'packaging', 'supplier', 'embroidery', 'lunch'];

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
};
const fmt = (xs: number[]) => ({ p50: +pct(xs, 50).toFixed(1), p99: +pct(xs, 99).toFixed(1), n: xs.length });

async function main() {
  const dataDir = process.env.BENCH_CHAT_DATA_DIR ?? '.tmp/bench-chat';
  const pgPort = await freePort();
  const a = await startRealServer(dataDir, await freePort(), pgPort);
  const bPort = await freePort();
  const b = await startProcess(
    ['tsx', 'server/index.ts'],
    {
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATABASE_URL: a.databaseUrl,
      SEED_DEMO: 'false',
      JOBS_ENABLED: 'false',
      PUBLIC_URL: `http://127.0.0.1:${bPort}`,
    },
    bPort,
  );
  const client = new pg.Client({ connectionString: a.databaseUrl });
  await client.connect();
  try {
    const { token, userId } = await signInBearer(a.url);
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const projects = (await (await fetch(`${a.url}/v1/projects`, { headers: auth })).json()) as { projects: { id: string }[] };
    const owned = await client.query<{ project_id: string }>(
      `SELECT project_id FROM project_members WHERE user_id = $1 AND role = 'owner' ORDER BY project_id LIMIT 1`,
      [userId],
    );
    const project = owned.rows[0]?.project_id ?? projects.projects[0]!.id;
    let channel = (
      await client.query<{ id: string }>(`SELECT id FROM chat_channels WHERE project_id = $1 AND name = 'bench-scale'`, [project])
    ).rows[0]?.id;
    if (!channel) {
      const r = await fetch(`${a.url}/v1/chat/channels?project=${project}`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ name: 'bench-scale', description: 'The chat bench channel' }),
      });
      channel = ((await r.json()) as { id: string }).id;
    }
    const have = Number(
      (await client.query(`SELECT last_seq FROM chat_channels WHERE project_id = $1 AND id = $2`, [project, channel])).rows[0].last_seq,
    );
    if (have < TARGET) {
      const t0 = performance.now();
      for (let from = have + 1; from <= TARGET; from += 100_000) {
        const to = Math.min(TARGET, from + 99_999);
        await client.query(
          `INSERT INTO chat_messages (project_id, id, channel_id, seq, author_id, text, created_at)
           SELECT $1, 'msg_bench' || lpad(g::text, 12, '0'), $2, g, $3,
             (ARRAY['The printer jammed', 'Blue mug reprint', 'Order shipped by courier', 'Refund done', 'Stocktake friday',
                    'New packaging test', 'Supplier late again', 'Embroidery needles', 'Lunch order', 'Label printer login'])[1 + g % 10]
               || ' number ' || g, now() - (($4 - g) || ' seconds')::interval
           FROM generate_series($5::bigint, $6::bigint) g`,
          [project, channel, userId, TARGET, from, to],
        );
        await client.query(`UPDATE chat_channels SET last_seq = $3, last_message_at = now() WHERE project_id = $1 AND id = $2`, [
          project,
          channel,
          to,
        ]);
      }
      await client.query('ANALYZE chat_messages');
      console.log(`wrote ${TARGET - have} messages in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }

    const timed = async (url: string) => {
      const t0 = performance.now();
      const r = await fetch(url, { headers: auth });
      await r.arrayBuffer();
      if (!r.ok) throw new Error(`${url}: ${r.status}`);
      return performance.now() - t0;
    };
    const base = `${a.url}/v1/chat/channels/${channel}/messages`;
    for (let i = 0; i < 20; i++) await timed(`${base}?project=${project}&limit=50`); // warm up
    const history: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const seq = 51 + Math.floor(Math.random() * (TARGET - 51));
      history.push(await timed(`${base}?project=${project}&limit=50&before=msg_bench${String(seq).padStart(12, '0')}`));
    }
    const latest: number[] = [];
    for (let i = 0; i < REQUESTS; i++) latest.push(await timed(`${base}?project=${project}&limit=50`));
    const search: number[] = [];
    for (let i = 0; i < Math.min(REQUESTS, 100); i++) {
      const w = WORDS[i % WORDS.length]!;
      search.push(await timed(`${base}/search?project=${project}&limit=20&search=${encodeURIComponent(w)}`));
    }

    // Fan-out: clients on both processes, a post through the first.
    const seen = new Map<string, number[]>();
    const controllers: AbortController[] = [];
    const ready: Promise<void>[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const url = `${i % 2 ? b.url : a.url}/v1/chat/stream?project=${project}`;
      const ctrl = new AbortController();
      controllers.push(ctrl);
      ready.push(
        new Promise<void>((resolve, reject) => {
          void (async () => {
            const res = await fetch(url, { headers: { authorization: auth.authorization }, signal: ctrl.signal });
            if (!res.ok) return reject(new Error(`stream ${res.status}`));
            const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
            let buf = '';
            for (;;) {
              const { value, done } = await reader.read();
              if (done) return;
              buf += value;
              let k = buf.indexOf('\n\n');
              while (k >= 0) {
                const block = buf.slice(0, k);
                buf = buf.slice(k + 2);
                k = buf.indexOf('\n\n');
                if (block.includes('event: ready')) resolve();
                if (block.includes('event: message.created')) {
                  const text = /"text":"(bench fan-out \d+)"/.exec(block)?.[1];
                  if (text) {
                    const list = seen.get(text) ?? [];
                    list.push(performance.now());
                    seen.set(text, list);
                  }
                }
              }
            }
          })().catch((e) => {
            if (!ctrl.signal.aborted) reject(e);
          });
        }),
      );
    }
    await Promise.all(ready);
    const fanout: number[] = [];
    let complete = 0;
    for (let i = 0; i < POSTS; i++) {
      const text = `bench fan-out ${i}`;
      const t0 = performance.now();
      await fetch(`${base}?project=${project}`, { method: 'POST', headers: auth, body: JSON.stringify({ text }) });
      const deadline = performance.now() + 5000;
      while ((seen.get(text)?.length ?? 0) < CLIENTS && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      const got = seen.get(text) ?? [];
      if (got.length === CLIENTS) complete++;
      for (const at of got) fanout.push(at - t0);
      await new Promise((r) => setTimeout(r, 200));
    }
    for (const c of controllers) c.abort();

    console.table({
      [`history page of 50 at ${TARGET.toLocaleString('en')} messages (ms)`]: fmt(history),
      ['latest page of 50 (ms)']: fmt(latest),
      [`search over ${TARGET.toLocaleString('en')} messages (ms)`]: fmt(search),
      [`fan-out to ${CLIENTS} clients on 2 processes, post → delivered (ms)`]: fmt(fanout),
    });
    console.log(`fan-out: ${complete}/${POSTS} posts reached all ${CLIENTS} clients`);
  } finally {
    await client.end();
    await b.stop();
    await a.stop();
  }
}

await main();
