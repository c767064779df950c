/**
 * The chat bench (issue 18). In `npm run bench` (tests/bench/run.ts calls `benchChat` on its server), or alone:
 * `npx tsx tests/bench/chat.ts` (its own server; BENCH_CHAT_DATA_DIR keeps the database between runs).
 * Two real server processes on one PostgreSQL, and two bare chat processes (tests/bench/floor-api/chat.ts) as
 * the floor, measured back to back in each round:
 * - a channel of BENCH_CHAT_MESSAGES messages (default 1,000,000), written once with generate_series (the
 *   search index is built after the rows, which is what makes the million fast to write);
 * - the history query's plans (EXPLAIN (ANALYZE, BUFFERS)) for the latest page and before / after / around a
 *   message, and search's: execution time and buffers, printed;
 * - history: a page of 50 `before` a random message, p99 over BENCH_CHAT_REQUESTS calls (floor: bare keyset);
 * - search (one common word, prefix, ranked), p99 (floor: the bare ranked window);
 * - fan-out: BENCH_CHAT_CLIENTS stream clients, half on each process, a message posted through the first; the
 *   time from the post until each client has it, p99 over every delivery (floor: NOTIFY → bare SSE).
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { freePort } from '../../server/lib/free-port.ts';
import { type Proc, signInBearer, startProcess, startRealServer } from './processes.ts';
import { makeRow, printTable, type Row } from './report.ts';

const WORDS = ['printer', 'mug', 'order', 'courier', 'refund', 'stocktake', 'packaging', 'supplier', 'embroidery', 'lunch'];
const TEXTS = [
  'The printer jammed',
  'Blue mug reprint',
  'Order shipped by courier',
  'Refund done',
  'Stocktake friday',
  'New packaging test',
  'Supplier late again',
  'Embroidery needles',
  'Lunch order',
  'Label printer login',
];

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
};
const fmt = (xs: number[]) => ({ p50: +pct(xs, 50).toFixed(1), p99: +pct(xs, 99).toFixed(1), n: xs.length });
const msgId = (seq: number) => `msg_bench${String(seq).padStart(12, '0')}`;

export interface ChatBenchOptions {
  url: string;
  databaseUrl: string;
  rounds: number;
}

/** Fill the bench channel up to `target` messages; returns the seconds it took (0 when it was already full). */
async function fill(client: pg.Client, project: string, channel: string, userId: string, target: number) {
  const have = Number(
    (await client.query(`SELECT last_seq FROM chat_channels WHERE project_id = $1 AND id = $2`, [project, channel])).rows[0].last_seq,
  );
  if (have >= target) return 0;
  const t0 = performance.now();
  // The GIN index is dropped and built again after the rows (one sorted build instead of a million pending-list
  // inserts): the same index the server keeps, built the fast way. Only here, on the bench's database.
  const def = (await client.query<{ indexdef: string }>(`SELECT indexdef FROM pg_indexes WHERE indexname = 'chat_messages_search_idx'`))
    .rows[0]?.indexdef;
  await client.query(`SET maintenance_work_mem = '256MB'`);
  await client.query('SET synchronous_commit = off');
  if (def) await client.query('DROP INDEX chat_messages_search_idx');
  try {
    await client.query(
      `INSERT INTO chat_messages (project_id, id, channel_id, seq, author_id, text, created_at)
       SELECT $1, 'msg_bench' || lpad(g::text, 12, '0'), $2, g, $3, ($7::text[])[1 + g % 10] || ' number ' || g,
              now() - (($4 - g) || ' seconds')::interval
         FROM generate_series($5::bigint, $6::bigint) g`,
      [project, channel, userId, target, have + 1, target, TEXTS],
    );
    await client.query(`UPDATE chat_channels SET last_seq = $3, last_message_at = now() WHERE project_id = $1 AND id = $2`, [
      project,
      channel,
      target,
    ]);
  } finally {
    if (def) await client.query(def);
  }
  await client.query('VACUUM ANALYZE chat_messages');
  return (performance.now() - t0) / 1000;
}

/** scripts/explain-chat.ts on the bench's database (the server's query builders run there, not in the bench). */
function plans(databaseUrl: string, project: string, channel: string) {
  const out = execFileSync('npx', ['tsx', 'scripts/explain-chat.ts', project, channel, 'printer'], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as Record<string, { ms: number; buffers: number; plan: string }>;
}

/** `count` stream clients spread over `urls`; resolves once every one has its `ready` event. */
async function openStreams(urls: string[], count: number, headers: Record<string, string>, match: RegExp) {
  const seen = new Map<string, number[]>();
  const controllers: AbortController[] = [];
  const ready: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const ctrl = new AbortController();
    controllers.push(ctrl);
    ready.push(
      new Promise<void>((resolve, reject) => {
        void (async () => {
          const res = await fetch(urls[i % urls.length]!, { headers, signal: ctrl.signal });
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
              const text = match.exec(block)?.[1];
              if (text) seen.set(text, [...(seen.get(text) ?? []), performance.now()]);
            }
          }
        })().catch((e) => {
          if (!ctrl.signal.aborted) reject(e);
        });
      }),
    );
  }
  await Promise.all(ready);
  return {
    seen,
    close: () => {
      for (const c of controllers) c.abort();
    },
  };
}

/** Post `posts` messages one at a time; each delivery's time from its post. */
async function fanOut(seen: Map<string, number[]>, clients: number, posts: number, post: (text: string) => Promise<unknown>, tag: string) {
  const times: number[] = [];
  let complete = 0;
  for (let i = 0; i < posts; i++) {
    const text = `bench fan-out ${tag} ${i} ${Date.now()}`;
    const t0 = performance.now();
    await post(text);
    const deadline = performance.now() + 5000;
    while ((seen.get(text)?.length ?? 0) < clients && performance.now() < deadline) await new Promise((r) => setTimeout(r, 2));
    const got = seen.get(text) ?? [];
    if (got.length === clients) complete++;
    for (const at of got) times.push(at - t0);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { times, complete };
}

export async function benchChat(o: ChatBenchOptions): Promise<Row[]> {
  const target = Number(process.env.BENCH_CHAT_MESSAGES ?? 1_000_000);
  if (!target) return [];
  const requests = Number(process.env.BENCH_CHAT_REQUESTS ?? 1000); // a p99 of 200 calls is the 2nd-slowest call: too noisy
  const clients = Number(process.env.BENCH_CHAT_CLIENTS ?? 200);
  const posts = Number(process.env.BENCH_CHAT_POSTS ?? 10);
  const bPort = await freePort();
  const procs: Proc[] = [];
  const client = new pg.Client({ connectionString: o.databaseUrl });
  await client.connect();
  const rows: Row[] = [];
  try {
    procs.push(
      await startProcess(
        ['tsx', 'server/index.ts'],
        {
          HOST: '127.0.0.1',
          LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
          NODE_ENV: 'production',
          DATABASE_URL: o.databaseUrl,
          SEED_DEMO: 'false',
          JOBS_ENABLED: 'false',
          PUBLIC_URL: `http://127.0.0.1:${bPort}`,
        },
        bPort,
      ),
    );
    for (let i = 0; i < 2; i++)
      procs.push(await startProcess(['tsx', 'tests/bench/floor-api/chat.ts'], { DATABASE_URL: o.databaseUrl }, await freePort()));
    const [b, floorA, floorB] = procs as [Proc, Proc, Proc];

    const { token, userId } = await signInBearer(o.url);
    let auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const owned = await client.query<{ project_id: string }>(
      `SELECT project_id FROM project_members WHERE user_id = $1 AND role = 'owner' ORDER BY project_id LIMIT 1`,
      [userId],
    );
    const project = owned.rows[0]!.project_id;
    let channel = (
      await client.query<{ id: string }>(`SELECT id FROM chat_channels WHERE project_id = $1 AND name = 'bench-scale'`, [project])
    ).rows[0]?.id;
    if (!channel) {
      const r = await fetch(`${o.url}/v1/chat/channels?project=${project}`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ name: 'bench-scale', description: 'The chat bench channel' }),
      });
      channel = ((await r.json()) as { id: string }).id;
    }
    const generated = await fill(client, project, channel, userId, target);
    if (generated) {
      console.log(`chat bench: wrote ${target.toLocaleString('en')} messages in ${generated.toFixed(1)} s`);
      rows.push(
        makeRow({
          key: 'chatGenerate',
          metric: `chat: generate ${target.toLocaleString('en')} messages in one channel (+ search index)`,
          unit: 's',
          better: 'lower',
          target: null,
          rounds: [{ value: generated, floor: null }],
        }),
      );
    }

    // The plans: the history page (latest, before / after / around the middle message) and search.
    const explained = plans(o.databaseUrl, project, channel);
    if (process.env.BENCH_CHAT_PLANS) for (const [name, p] of Object.entries(explained)) console.log(`\n-- ${name}:\n${p.plan}`);
    console.table(Object.fromEntries(Object.entries(explained).map(([k, p]) => [k, { ms: p.ms, buffers: p.buffers }])));
    const history = Object.entries(explained).filter(([k]) => k !== 'search');
    rows.push(
      makeRow({
        key: 'chatHistoryPlanMs',
        metric: `chat history page of 50 at ${target.toLocaleString('en')}: slowest plan of latest/before/after/around (EXPLAIN ANALYZE; buffers ${history
          .map(([k, p]) => `${k} ${p.buffers}`)
          .join(', ')})`,
        unit: 'ms',
        better: 'lower',
        target: null,
        rounds: [{ value: Math.max(...history.map(([, p]) => p.ms)), floor: null }],
      }),
      makeRow({
        key: 'chatSearchPlanMs',
        metric: `chat search at ${target.toLocaleString('en')}, one common word: plan (EXPLAIN ANALYZE; ${explained.search!.buffers} buffers)`,
        unit: 'ms',
        better: 'lower',
        target: null,
        rounds: [{ value: explained.search!.ms, floor: null }],
      }),
    );

    const timed = async (url: string, headers: Record<string, string> = {}) => {
      const t0 = performance.now();
      const r = await fetch(url, { headers });
      await r.arrayBuffer();
      if (!r.ok) throw new Error(`${url}: ${r.status}`);
      return performance.now() - t0;
    };
    const base = `${o.url}/v1/chat/channels/${channel}/messages`;
    const series: Record<string, { value: number; floor: number | null }[]> = {};
    const add = (key: string, value: number, floor: number | null) => (series[key] ??= []).push({ value, floor });
    for (let round = 0; round < o.rounds; round++) {
      auth = { authorization: `Bearer ${(await signInBearer(o.url)).token}`, 'content-type': 'application/json' };
      for (let i = 0; i < 20; i++) {
        await timed(`${base}?project=${project}&limit=50`, auth); // warm up
        await timed(`${floorA.url}/chat/history?project=${project}&channel=${channel}&before=${msgId(target)}`);
      }
      // History and search, app and floor alternating call by call (the same moment's load on both).
      const pages: number[] = [];
      const historyFloor: number[] = [];
      const search: number[] = [];
      const searchFloor: number[] = [];
      for (let i = 0; i < requests; i++) {
        const before = msgId(51 + Math.floor(Math.random() * (target - 51)));
        pages.push(await timed(`${base}?project=${project}&limit=50&before=${before}`, auth));
        historyFloor.push(await timed(`${floorA.url}/chat/history?project=${project}&channel=${channel}&before=${before}`));
      }
      for (let i = 0; i < Math.min(requests, 100); i++) {
        const w = WORDS[i % WORDS.length]!;
        search.push(await timed(`${base}/search?project=${project}&limit=20&search=${w}`, auth));
        searchFloor.push(await timed(`${floorA.url}/chat/search?project=${project}&channel=${channel}&search=${w}`));
      }
      // Fan-out: the app's clients on both processes, a post through the first; then the floor's.
      const app = await openStreams(
        [`${o.url}/v1/chat/stream?project=${project}`, `${b.url}/v1/chat/stream?project=${project}`],
        clients,
        { authorization: auth.authorization },
        /"text":"(bench fan-out [^"]+)"/,
      );
      const appFan = await fanOut(
        app.seen,
        clients,
        posts,
        (text) => fetch(`${base}?project=${project}`, { method: 'POST', headers: auth, body: JSON.stringify({ text }) }),
        'app',
      );
      app.close();
      const floor = await openStreams(
        [`${floorA.url}/chat/stream`, `${floorB.url}/chat/stream`],
        clients,
        {},
        /"text":"(bench fan-out [^"]+)"/,
      );
      const floorFan = await fanOut(
        floor.seen,
        clients,
        posts,
        (text) => fetch(`${floorA.url}/chat/post?text=${encodeURIComponent(text)}`, { method: 'POST' }),
        'floor',
      );
      floor.close();
      console.table({
        [`round ${round + 1}: history page of 50 before a random message (ms)`]: fmt(pages),
        ['  floor: bare keyset (ms)']: fmt(historyFloor),
        ['search, one word (ms)']: fmt(search),
        ['  floor: bare ranked window (ms)']: fmt(searchFloor),
        [`fan-out to ${clients} clients on 2 processes (ms)`]: fmt(appFan.times),
        ['  floor: NOTIFY → bare SSE (ms)']: fmt(floorFan.times),
      });
      if (appFan.complete < posts) console.warn(`chat fan-out: only ${appFan.complete}/${posts} posts reached all ${clients} clients`);
      add('chatHistoryP99', pct(pages, 99), pct(historyFloor, 99));
      add('chatHistoryP50', pct(pages, 50), pct(historyFloor, 50));
      add('chatSearchP99', pct(search, 99), pct(searchFloor, 99));
      add('chatFanoutP99', pct(appFan.times, 99), pct(floorFan.times, 99));
      add('chatFanoutComplete', appFan.complete, null);
    }
    const n = target.toLocaleString('en');
    const ms = { unit: 'ms', better: 'lower' as const, targetOn: 'value' as const };
    rows.push(
      makeRow({
        key: 'chatHistoryP99',
        metric: `chat history page of 50 before a random message, ${n} in the channel, p99 (floor: bare keyset)`,
        ...ms,
        target: 20,
        rounds: series.chatHistoryP99!,
      }),
      makeRow({ key: 'chatHistoryP50', metric: 'chat history page, p50', ...ms, target: null, rounds: series.chatHistoryP50! }),
      makeRow({
        key: 'chatSearchP99',
        metric: `chat search over ${n} messages (one common word, ranked), p99 (floor: bare ranked window)`,
        ...ms,
        target: 100,
        rounds: series.chatSearchP99!,
      }),
      makeRow({
        key: 'chatFanoutP99',
        metric: `chat fan-out: post → delivered to ${clients} stream clients on 2 processes, p99 (floor: NOTIFY → bare SSE)`,
        ...ms,
        target: 250,
        rounds: series.chatFanoutP99!,
      }),
      makeRow({
        key: 'chatFanoutComplete',
        metric: `chat fan-out: posts that reached all ${clients} clients (of ${posts})`,
        unit: 'posts',
        better: 'higher',
        target: posts,
        rounds: series.chatFanoutComplete!,
      }),
    );
  } finally {
    await client.end();
    await Promise.all(procs.map((p) => p.stop()));
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // The demo's order history at a size that starts in seconds (this bench measures chat only).
  process.env.DEMO_ORDERS ??= '3000';
  const keep = process.env.BENCH_CHAT_DATA_DIR;
  const port = await freePort();
  const dataDir = keep ?? `.tmp/bench-chat-${port}`;
  const real = await startRealServer(dataDir, port, await freePort());
  try {
    printTable(await benchChat({ url: real.url, databaseUrl: real.databaseUrl, rounds: Number(process.env.BENCH_ROUNDS ?? 2) }));
  } finally {
    await real.stop();
    if (!keep) rmSync(dataDir, { recursive: true, force: true });
  }
}
