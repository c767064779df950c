/**
 * `npm run bench`: every figure beside its floor, measured in the same run on the same machine.
 * - builds the app and the bare app (tests/bench/floor-app), starts the real server, a second real server
 *   serving the bare app's build, and the bare API (tests/bench/floor-api) on the same database;
 * - three rounds (BENCH_ROUNDS); in each, every figure and its floor are measured back to back;
 * - prints value / floor / ratio / target, writes .bench/latest.json (+ a dated copy), and compares the ratios
 *   with the previous latest.json: a ratio more than 10% worse is flagged (`--compare` makes that exit 1).
 * Flags: --no-build (reuse dist/), --compare (fail on a flagged regression), --no-polling.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { freePort } from '../../server/lib/free-port.ts';
import { loadFigures } from './browser.ts';
import { bundleFigures } from './bundle.ts';
import { benchChat } from './chat.ts';
import { buildFloorApp } from './floor-app/build.ts';
import { httpFigures } from './http.ts';
import { MIX, mixRequests, runMix } from './mix.ts';
import { benchPolling, benchWarmLoad } from './notifications.ts';
import { benchMetrics } from './metrics.ts';
import { benchOfflineColdStart } from './offline.ts';
import { benchOrders } from './orders.ts';
import { benchDrive } from './drive.ts';
import { benchMail } from './mail.ts';
import { signInBearer, startFloorApi, startFloorAppServer, startRealServer } from './processes.ts';
import { compare, makeRow, printTable, type Row } from './report.ts';

const argv = process.argv.slice(2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const API_S = Number(process.env.BENCH_API_SECONDS ?? 4);
/** The load mix (tests/bench/mix.ts): once, this long, at 50 connections; then the same on the floor. */
const MIX_S = Number(process.env.BENCH_MIX_SECONDS ?? 60);

if (!argv.includes('--no-build')) execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
const floorDist = await buildFloorApp();

const rows: Row[] = [];
const bundle = bundleFigures();
const floorBundle = bundleFigures(floorDist);
rows.push(
  makeRow({
    key: 'firstLoadJs',
    metric: 'first-load JS (gzip)',
    unit: 'KiB',
    better: 'lower',
    target: 1.15,
    rounds: [{ value: bundle.firstLoadJsKiB, floor: floorBundle.firstLoadJsKiB }],
  }),
  makeRow({
    key: 'firstLoadCss',
    metric: 'first-load CSS (gzip)',
    unit: 'KiB',
    better: 'lower',
    target: null,
    rounds: [{ value: bundle.firstLoadCssKiB, floor: floorBundle.firstLoadCssKiB }],
  }),
);

const port = await freePort();
const dataDir = `.tmp/bench-${port}`;
rmSync(dataDir, { recursive: true, force: true });
const pgPort = await freePort();
const first = await startRealServer(dataDir, port, pgPort); // first start: initdb + migrate + seed
await first.stop();
const real = await startRealServer(dataDir, port, pgPort); // warm start: existing data
rows.push(
  makeRow({
    key: 'serverStartFirst',
    metric: 'server start, first (initdb, migrate, seed)',
    unit: 'ms',
    better: 'lower',
    target: null,
    rounds: [{ value: first.ms, floor: null }],
  }),
  makeRow({
    key: 'serverStartWarm',
    metric: 'server start, warm',
    unit: 'ms',
    better: 'lower',
    target: 3000,
    rounds: [{ value: real.ms, floor: null }],
  }),
);
const floorApp = await startFloorAppServer(real.databaseUrl, floorDist);
const floorApi = await startFloorApi(real.databaseUrl);

type Pair = { value: number; floor: number | null };
/** Server CPU per request (its process group; PostgreSQL, shared by both, not counted): steadier than req/s under load. */
async function cpuMeasured<T extends { total: number }>(proc: { cpuSeconds(): number }, run: () => Promise<T>) {
  const c0 = proc.cpuSeconds();
  const result = await run();
  return { ...result, cpuUsPerReq: Math.round(((proc.cpuSeconds() - c0) * 1e6) / Math.max(1, result.total)) };
}
const series: Record<string, Pair[]> = {};
const add = (key: string, value: number, floor: number | null) => (series[key] ??= []).push({ value, floor });

try {
  let projectId = '';
  for (let round = 0; round < ROUNDS; round++) {
    console.log(`round ${round + 1}/${ROUNDS}`);
    const [appLoad, floorLoad] = [await loadFigures(real.url, 3), await loadFigures(floorApp.url, 3)];
    add('coldLoad', appLoad.coldLoadMs, floorLoad.coldLoadMs);
    add('warmLoadLogin', appLoad.warmLoadMs, floorLoad.warmLoadMs);
    const dash = await benchWarmLoad({ url: real.url, runs: 3 });
    add('warmLoadDashboard', dash.medianMs, floorLoad.warmLoadMs);

    const { token, userId } = await signInBearer(real.url);
    // What a browser or the worker sends: a bearer token and Accept-Encoding (the floor ignores the latter).
    const enc = { 'accept-encoding': 'gzip, deflate, br' };
    const auth = { authorization: `Bearer ${token}` };
    if (!projectId) {
      const list = (await (await fetch(`${real.url}/v1/projects`, { headers: auth })).json()) as { projects: { id: string }[] };
      projectId = list.projects[0]!.id;
    }
    const pairs: [string, string, string][] = [
      ['healthz', `${real.url}/healthz`, `${floorApi.url}/healthz`],
      ['projectsList', `${real.url}/v1/projects`, `${floorApi.url}/projects?user=${userId}`],
      ['usersList', `${real.url}/v1/projects/${projectId}/users`, `${floorApi.url}/projects/${projectId}/users`],
      ['projectDetail', `${real.url}/v1/projects/${projectId}`, `${floorApi.url}/projects/${projectId}`],
    ];
    for (const [key, appUrl, floorUrl] of pairs) {
      const a = await cpuMeasured(real, () => httpFigures(appUrl, { headers: { ...auth, ...enc }, seconds: API_S }));
      const f = await cpuMeasured(floorApi, () => httpFigures(floorUrl, { headers: enc, seconds: API_S }));
      if (a.non2xx || f.non2xx) console.warn(`${key}: ${a.non2xx} / ${f.non2xx} non-2xx answers (app / floor)`);
      add(`${key}Rps`, a.rps, f.rps);
      add(`${key}P99`, a.p99Ms, f.p99Ms);
      add(`${key}Cpu`, a.cpuUsPerReq, f.cpuUsPerReq);
    }
  }
  // Creates last: they grow the lists the rounds above read.
  for (let round = 0; round < ROUNDS; round++) {
    const { token, userId } = await signInBearer(real.url);
    const json = { 'content-type': 'application/json' };
    const a = await cpuMeasured(real, () =>
      httpFigures(`${real.url}/v1/projects`, {
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${token}` },
        body: JSON.stringify({ name: 'Bench project' }),
        seconds: API_S,
      }),
    );
    const f = await cpuMeasured(floorApi, () =>
      httpFigures(`${floorApi.url}/projects`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ name: 'Bench project', user: userId }),
        seconds: API_S,
      }),
    );
    if (a.non2xx || f.non2xx) console.warn(`create: ${a.non2xx} / ${f.non2xx} non-2xx answers (app / floor)`);
    add('projectCreateRps', a.rps, f.rps);
    add('projectCreateP99', a.p99Ms, f.p99Ms);
    add('projectCreateCpu', a.cpuUsPerReq, f.cpuUsPerReq);
  }
  if (MIX_S > 0) {
    const { token, userId } = await signInBearer(real.url); // a fresh bearer (5 minutes) for the 60 s mix
    const ctx = { project: projectId, user: userId };
    const enc = { 'accept-encoding': 'gzip, deflate, br' };
    console.log(`load mix: ${MIX.length} routes, ${MIX_S} s at 50 connections, then the floor's mix`);
    const a = await cpuMeasured(real, () => runMix(real.url, mixRequests(ctx, 'app', { ...enc, authorization: `Bearer ${token}` }), MIX_S));
    const f = await cpuMeasured(floorApi, () => runMix(floorApi.url, mixRequests(ctx, 'floor', enc), MIX_S));
    if (a.errors || f.errors) console.warn(`load mix: ${a.errors} / ${f.errors} errors (app / floor): the bar is 0`);
    add('mixRps', a.rps, f.rps);
    add('mixP50', a.p50Ms, f.p50Ms);
    add('mixP99', a.p99Ms, f.p99Ms);
    add('mixErrors', a.errors, null);
    add('mixCpu', a.cpuUsPerReq, f.cpuUsPerReq);
  }
  // The installed app opened offline in a new browser process at a deep list URL (one cold start per round).
  const offline = await benchOfflineColdStart({ databaseUrl: real.databaseUrl, floorDist, runs: ROUNDS });
  for (const [i, v] of offline.appRuns.entries()) add('offlineColdStart', v, offline.floorRuns[i] ?? null);
  rows.push(...(await benchOrders({ url: real.url, databaseUrl: real.databaseUrl, server: real, rounds: ROUNDS, seconds: API_S })));
  rows.push(...(await benchMetrics({ url: real.url, databaseUrl: real.databaseUrl, rounds: ROUNDS, seconds: API_S })));
  rows.push(...(await benchChat({ url: real.url, databaseUrl: real.databaseUrl, rounds: ROUNDS })));
  rows.push(...(await benchDrive({ url: real.url, server: real, rounds: ROUNDS, seconds: API_S })));
  rows.push(...(await benchMail({ url: real.url, databaseUrl: real.databaseUrl, server: real, rounds: 1 }))); // 100k rows: one round
} finally {
  await Promise.all([floorApi.stop(), floorApp.stop()]);
  await real.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(floorDist, { recursive: true, force: true });
}

const ms = { unit: 'ms', better: 'lower' as const };
const rps = { unit: 'req/s', better: 'higher' as const };
rows.push(
  makeRow({ key: 'coldLoad', metric: 'cold load to login form', ...ms, target: 1.2, rounds: series.coldLoad! }),
  makeRow({ key: 'warmLoadLogin', metric: 'warm load from SW to login form', ...ms, target: null, rounds: series.warmLoadLogin! }),
  makeRow({
    key: 'warmLoadDashboard',
    metric: 'warm load from SW to dashboard, cached data (floor: bare warm load)',
    ...ms,
    target: 1.3,
    rounds: series.warmLoadDashboard!,
  }),
  makeRow({
    key: 'offlineColdStart',
    metric: 'offline cold start: new browser at a deep list URL, server unreachable, to the cached list (floor: bare app, same)',
    ...ms,
    target: 1.5,
    rounds: series.offlineColdStart!,
  }),
);
const api: [string, string, boolean][] = [
  ['healthz', 'GET /healthz (floor: bare Hono)', false],
  ['projectsList', 'GET /v1/projects, bearer (floor: keyset 20)', true],
  ['usersList', 'GET /v1/projects/{p}/users, bearer (floor: keyset 20)', true],
  ['projectDetail', 'GET /v1/projects/{p}, bearer', false],
  ['projectCreate', 'POST /v1/projects, bearer', false],
];
for (const [key, metric, listTarget] of api) {
  rows.push(
    makeRow({ key: `${key}Rps`, metric: `${metric}, 50 conns`, ...rps, target: listTarget ? 0.6 : null, rounds: series[`${key}Rps`]! }),
    makeRow({ key: `${key}P99`, metric: `${metric}, p99`, ...ms, target: listTarget ? 2 : null, rounds: series[`${key}P99`]! }),
    makeRow({
      key: `${key}Cpu`,
      metric: `${metric}, server CPU per request`,
      unit: 'µs',
      better: 'lower',
      target: null,
      rounds: series[`${key}Cpu`]!,
    }),
  );
}

if (series.mixRps) {
  const mix = `load mix (${MIX.map((r) => `${r.method} ${r.path.split('?')[0]} ×${r.weight}`).join(', ')}), 50 conns, ${MIX_S} s`;
  rows.push(
    makeRow({ key: 'mixRps', metric: mix, ...rps, target: 0.6, rounds: series.mixRps }),
    makeRow({ key: 'mixP50', metric: 'load mix, p50', ...ms, target: null, rounds: series.mixP50! }),
    makeRow({ key: 'mixP99', metric: 'load mix, p99', ...ms, target: 2, rounds: series.mixP99! }),
    makeRow({
      key: 'mixErrors',
      metric: 'load mix, errors (connection, timeout, non-2xx)',
      unit: '',
      better: 'lower',
      target: 0,
      rounds: series.mixErrors!,
    }),
    makeRow({
      key: 'mixCpu',
      metric: 'load mix, server CPU per request',
      unit: 'µs',
      better: 'lower',
      target: null,
      rounds: series.mixCpu!,
    }),
  );
}

const out: Record<string, unknown> = {
  at: new Date().toISOString(),
  rounds: ROUNDS,
  apiSeconds: API_S,
  mixSeconds: MIX_S,
  bundle,
  floorBundle,
};
if (!argv.includes('--no-polling')) {
  // 1,000 clients polling every 10 s, against a server of its own so its CPU can be read.
  const poll = await benchPolling({ durationS: 10, runs: ROUNDS });
  out.polling = poll;
  rows.push(
    makeRow({
      key: 'pollingCpu',
      metric: `polling: ${poll.clients} clients / ${poll.intervalS} s, CPU of server + PostgreSQL (median: ${poll.serverCpuMsPerRequest} ms/poll, p99 ${poll.latencyP99Ms} ms)`,
      unit: '% core',
      better: 'lower',
      target: 10,
      rounds: poll.runs.map((r) => ({ value: r.serverCpuPercent, floor: null })),
    }),
  );
}
out.rows = rows;

printTable(rows);
const previous = existsSync('.bench/latest.json')
  ? (JSON.parse(readFileSync('.bench/latest.json', 'utf8')) as { rows?: Row[]; at?: string })
  : null;
const worse = compare(rows, previous);
if (previous?.rows) {
  console.log(
    `\nCompared with ${previous.at ?? 'the previous run'}: ${worse.length ? `${worse.length} ratio(s) more than 10% worse` : 'no ratio more than 10% worse'}.`,
  );
  for (const w of worse) console.log(`  ⚠ ${w.metric}: ${w.before} → ${w.after} (${Math.round(w.change * 100)}% worse)`);
}
out.regressions = worse;
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/latest.json', JSON.stringify(out, null, 2));
writeFileSync(`.bench/${out.at as string}.json`.replace(/:/g, '-'), JSON.stringify(out, null, 2));
process.exit(argv.includes('--compare') && worse.length ? 1 : 0);
