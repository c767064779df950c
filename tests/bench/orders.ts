/**
 * The commerce bench (issue 15), at BENCH_ORDERS orders (default 1,000,000; 0 skips it) in the demo project:
 * - orders list, page of 20 filtered by status and date: req/s and p99 at 50 connections, beside a bare keyset
 *   query on the same table (tests/bench/floor-api/orders.ts), same round;
 * - the 500th page against the first (keyset: the same cost), app and floor;
 * - the customer list's query plans (scripts/explain-customers.ts): which index each filter and sort uses;
 * - export of 100,000 orders: growth of the server process's memory (RSS) while it streams.
 * The data: the demo seed's 100,000 orders plus `generateCommerce` up to BENCH_ORDERS (timed, printed).
 * In `npm run bench` (tests/bench/run.ts calls `benchOrders`), or alone: `npx tsx tests/bench/orders.ts`
 * (its own server; BENCH_ORDERS_DATA_DIR keeps the database between runs).
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { freePort } from '../../server/lib/free-port.ts';
import { httpFigures } from './http.ts';
import { type Proc, serverRssKiB, signInBearer, startProcess, startRealServer } from './processes.ts';
import { makeRow, printTable, type Row } from './report.ts';

const DAY = 86_400_000;

/** scripts/bench-orders-data.ts on the bench's database (the server's code runs there, not in the bench). */
function data<T>(databaseUrl: string, ...args: string[]): T {
  const out = execFileSync('npx', ['tsx', 'scripts/bench-orders-data.ts', ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as T;
}

export interface OrdersBenchOptions {
  url: string;
  databaseUrl: string;
  server: Proc;
  rounds: number;
  seconds: number;
}

export async function benchOrders(o: OrdersBenchOptions): Promise<Row[]> {
  const target = Number(process.env.BENCH_ORDERS ?? 1_000_000);
  if (!target) return [];
  const rows: Row[] = [];
  const floor = await startProcess(['tsx', 'tests/bench/floor-api/orders.ts'], { DATABASE_URL: o.databaseUrl }, await freePort());
  try {
    console.log(`orders bench: the demo project up to ${target} orders …`);
    const prep = data<{
      projectId: string;
      platformId: string;
      total: number;
      generated: number;
      generateMs: number;
      exportStart: string | null;
    }>(o.databaseUrl, 'prepare', String(target));
    const { projectId, platformId, total } = prep;
    if (prep.generated) {
      console.log(
        `orders bench: generated ${prep.generated} orders (+ customers, lines, events, payments, fulfillments) in ${(prep.generateMs / 1000).toFixed(1)} s`,
      );
      rows.push(
        makeRow({
          key: 'ordersGenerate',
          metric: `generate ${prep.generated} orders (+ customers, lines, events, payments, fulfillments)`,
          unit: 's',
          better: 'lower',
          target: null,
          rounds: [{ value: prep.generateMs / 1000, floor: null }],
        }),
      );
    }
    const now = Date.now();
    const range = { status: 'complete', start: new Date(now - 365 * DAY).toISOString(), end: new Date(now - 7 * DAY).toISOString() };
    const q = new URLSearchParams({ project: projectId, ...range, pageSize: '20' });
    const appList = `${o.url}/v1/platform/${platformId}/orders?${q}`;
    const floorList = `${floor.url}/orders?${new URLSearchParams({ project: projectId, ...range })}`;

    const series: Record<string, { value: number; floor: number | null }[]> = {};
    const add = (k: string, value: number, fl: number | null) => (series[k] ??= []).push({ value, floor: fl });
    for (let round = 0; round < o.rounds; round++) {
      const { token } = await signInBearer(o.url);
      const auth = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
      const probe = await fetch(appList, { headers: auth });
      if (!probe.ok) {
        console.warn(`orders bench: ${appList} answered ${probe.status}; the orders list is not there (merge wt/orders)`);
        break;
      }
      const a = await httpFigures(appList, { headers: auth, seconds: o.seconds });
      const f = await httpFigures(floorList, { seconds: o.seconds });
      if (a.non2xx || f.non2xx) console.warn(`orders list: ${a.non2xx} / ${f.non2xx} non-2xx answers (app / floor)`);
      add('ordersListRps', a.rps, f.rps);
      add('ordersListP99', a.p99Ms, f.p99Ms);

      // Page 500 (keyset): follow 499 tokens, then measure it beside page 1 (app), and the floor's the same way.
      let token500 = '';
      let after500 = '';
      for (let page = 1; page < 500; page++) {
        const res = (await (
          await fetch(`${appList}${token500 ? `&pageToken=${encodeURIComponent(token500)}` : ''}`, { headers: auth })
        ).json()) as { nextPageToken: string | null };
        token500 = res.nextPageToken ?? '';
        const fl = (await (await fetch(`${floorList}${after500 ? `&after=${encodeURIComponent(after500)}` : ''}`)).json()) as {
          next: string | null;
        };
        after500 = fl.next ?? '';
        if (!token500 || !after500) break;
      }
      if (token500 && after500) {
        const p1 = await httpFigures(appList, { headers: auth, seconds: o.seconds / 2, connections: 10 });
        const p500 = await httpFigures(`${appList}&pageToken=${encodeURIComponent(token500)}`, {
          headers: auth,
          seconds: o.seconds / 2,
          connections: 10,
        });
        const f1 = await httpFigures(floorList, { seconds: o.seconds / 2, connections: 10 });
        const f500 = await httpFigures(`${floorList}&after=${encodeURIComponent(after500)}`, { seconds: o.seconds / 2, connections: 10 });
        // Cost = time per request at a fixed concurrency = 1 / throughput; the value is page 500's cost over page 1's.
        add('ordersPage500', p1.rps / Math.max(1, p500.rps), f1.rps / Math.max(1, f500.rps));
      }
    }
    if (series.ordersListRps) {
      const metric = `GET …/orders?status&start&end at ${total.toLocaleString('en')} orders (floor: keyset 20)`;
      rows.push(
        makeRow({
          key: 'ordersListRps',
          metric: `${metric}, 50 conns`,
          unit: 'req/s',
          better: 'higher',
          target: 0.5,
          rounds: series.ordersListRps,
        }),
        makeRow({
          key: 'ordersListP99',
          metric: `${metric}, p99 (target: value ≤ 50 ms)`,
          unit: 'ms',
          better: 'lower',
          target: null,
          rounds: series.ordersListP99!,
        }),
      );
      if (series.ordersPage500)
        rows.push(
          makeRow({
            key: 'ordersPage500',
            metric: 'orders list: page 500 cost ÷ page 1 cost (value: app ≤ 1.2; floor: bare keyset)',
            unit: '×',
            better: 'lower',
            target: null,
            rounds: series.ordersPage500,
          }),
        );
    }

    // Customer filters: the plans (printed), and how many walk an index.
    const { customers, plans, markdown } = data<{ customers: number; plans: { indexes: string; ms: number }[]; markdown: string }>(
      o.databaseUrl,
      'explain',
    );
    console.log(`\nCustomer list plans (${customers} customers):\n${markdown}\n`);
    rows.push(
      makeRow({
        key: 'customerPlansIndexed',
        metric: `customer filter/sort plans using an index (of ${plans.length})`,
        unit: 'plans',
        better: 'higher',
        target: null,
        rounds: [{ value: plans.filter((p) => /Index/.test(p.indexes)).length, floor: null }],
      }),
      makeRow({
        key: 'customerPlansSlowest',
        metric: 'customer filter/sort plans: slowest execution',
        unit: 'ms',
        better: 'lower',
        target: null,
        rounds: [{ value: Math.max(...plans.map((p) => p.ms)), floor: null }],
      }),
    );

    // Export of 100,000 orders: the server's RSS growth while it streams.
    if (prep.exportStart) {
      const { token } = await signInBearer(o.url);
      const exportUrl = `${o.url}/v1/platform/${platformId}/orders/export?${new URLSearchParams({ project: projectId, start: prep.exportStart, end: new Date(Date.now() + DAY).toISOString() })}`;
      const pgid = o.server.child.pid as number;
      const base = serverRssKiB(pgid);
      let peak = base;
      const timer = setInterval(() => {
        peak = Math.max(peak, serverRssKiB(pgid));
      }, 100);
      const t0 = performance.now();
      const res = await fetch(exportUrl, { headers: { authorization: `Bearer ${token}` } });
      let bytes = 0;
      let lines = 0;
      if (res.ok && res.body) {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          bytes += chunk.length;
          for (const b of chunk) if (b === 10) lines++;
        }
      }
      clearInterval(timer);
      peak = Math.max(peak, serverRssKiB(pgid));
      if (!res.ok) console.warn(`orders bench: export answered ${res.status}`);
      else {
        console.log(
          `export: ${lines - 1} rows, ${(bytes / 1e6).toFixed(1)} MB in ${((performance.now() - t0) / 1000).toFixed(1)} s; server RSS ${Math.round(base / 1024)} → peak ${Math.round(peak / 1024)} MB`,
        );
        rows.push(
          makeRow({
            key: 'ordersExportRss',
            metric: `export ${lines - 1} orders: server RSS growth (target ≤ 100 MB)`,
            unit: 'MB',
            better: 'lower',
            target: 100,
            rounds: [{ value: (peak - base) / 1024, floor: null }],
          }),
        );
      }
    }
  } finally {
    await floor.stop();
  }
  return rows;
}

// Alone: its own real server (and database), the same figures.
if (import.meta.url === `file://${process.argv[1]}`) {
  const port = await freePort();
  const keep = process.env.BENCH_ORDERS_DATA_DIR;
  const dataDir = keep ?? `.tmp/bench-orders-${port}`;
  const real = await startRealServer(dataDir, port, await freePort());
  try {
    const rows = await benchOrders({
      url: real.url,
      databaseUrl: real.databaseUrl,
      server: real,
      rounds: Number(process.env.BENCH_ROUNDS ?? 2),
      seconds: Number(process.env.BENCH_API_SECONDS ?? 4),
    });
    printTable(rows);
  } finally {
    await real.stop();
    if (!keep) rmSync(dataDir, { recursive: true, force: true });
  }
}
