/**
 * `npm run bench`: build, start the real server on a fresh data directory, and print the figures as a table
 * (also written to .bench/latest.json and .bench/<time>.json). Targets are reported, not asserted.
 */
import { execSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { BUDGET_KIB, bundleFigures } from './bundle.ts';
import { loadFigures } from './browser.ts';
import { httpFigures } from './http.ts';
import { benchPolling, benchWarmLoad } from './notifications.ts';

const skipBuild = process.argv.includes('--no-build');
if (!skipBuild) execSync('npx vite build --logLevel warn', { stdio: 'inherit' });

const port = await new Promise<number>((resolve) => {
  const s = createServer();
  s.listen(0, '127.0.0.1', () => {
    const a = s.address();
    s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
  });
});
const base = `http://127.0.0.1:${port}`;
const dataDir = `.tmp/bench-${port}`;

async function startServer() {
  const t0 = performance.now();
  const child = spawn('npx', ['tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL: base,
    },
    stdio: 'ignore',
    detached: true,
  });
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {}
    if (performance.now() - t0 > 60_000) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  const ms = performance.now() - t0;
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      process.kill(-(child.pid as number), 'SIGTERM');
    });
  return { ms, stop };
}

const rows: { metric: string; value: string; target: string }[] = [];
const out: Record<string, unknown> = { at: new Date().toISOString() };

const bundle = bundleFigures();
out.bundle = bundle;
rows.push({ metric: 'first-load JS (gzip)', value: `${bundle.firstLoadJsKiB.toFixed(1)} KiB`, target: `≤ ${BUDGET_KIB.firstLoadJs} KiB` });
rows.push({
  metric: 'first-load CSS (gzip)',
  value: `${bundle.firstLoadCssKiB.toFixed(1)} KiB`,
  target: `≤ ${BUDGET_KIB.firstLoadCss} KiB`,
});
rows.push({ metric: 'total JS (gzip)', value: `${bundle.totalJsKiB.toFixed(1)} KiB in ${bundle.jsChunks} chunks`, target: '' });

rmSync(dataDir, { recursive: true, force: true });
const first = await startServer(); // first start: initdb + migrate + seed
await first.stop();
const warm = await startServer(); // warm start: existing data
out.serverStart = { firstMs: first.ms, warmMs: warm.ms };
rows.push({ metric: 'server start, first (initdb, migrate, seed)', value: `${Math.round(first.ms)} ms`, target: '' });
rows.push({ metric: 'server start, warm', value: `${Math.round(warm.ms)} ms`, target: '≤ 3000 ms' });

try {
  const load = await loadFigures(base);
  out.load = load;
  rows.push({ metric: 'cold load to login form (median of 5)', value: `${load.coldLoadMs} ms`, target: '≤ 500 ms' });
  rows.push({ metric: 'warm load from service worker (median of 5)', value: `${load.warmLoadMs} ms`, target: '' });

  const health = await httpFigures(`${base}/healthz`);
  out.healthz = health;
  rows.push({ metric: 'GET /healthz (50 conns, 8 s)', value: `${health.rps} req/s, p99 ${health.p99Ms} ms`, target: '' });

  // A database-backed, authenticated endpoint: the demo user's project list (membership join).
  const login = await fetch(`${base}/omnis/v3/dashboard/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@shopfloor.local', password: 'demo-password-2026' }),
  });
  const cookies = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const csrf = /XSRF-TOKEN=([^;]+)/.exec(cookies)?.[1] ?? '';
  const code = (await (
    await fetch(`${base}/omnis/v3/dashboard/user/token`, { method: 'POST', headers: { cookie: cookies, 'x-csrf-token': csrf } })
  ).json()) as { token: string };
  const tok = (await (
    await fetch(`${base}/v1/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'authorization_code', code: code.token }),
    })
  ).json()) as { token: string };
  const projects = await httpFigures(`${base}/v1/projects`, { headers: { authorization: `Bearer ${tok.token}` } });
  out.projectsList = projects;
  rows.push({ metric: 'GET /v1/projects, bearer (50 conns, 8 s)', value: `${projects.rps} req/s, p99 ${projects.p99Ms} ms`, target: '' });

  const dash = await benchWarmLoad({ url: base });
  out.warmDashboard = dash;
  rows.push({ metric: 'warm load to dashboard, cached data (median of 5)', value: `${dash.medianMs} ms`, target: '≤ 300 ms' });
} finally {
  await warm.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

// 1,000 clients polling every 10 s, against a server of its own so its CPU can be read.
const poll = await benchPolling();
out.polling = poll;
rows.push({
  metric: `polling: ${poll.clients} clients / ${poll.intervalS} s (conditional GET)`,
  value: `${poll.achievedRps} req/s, p99 ${poll.latencyP99Ms} ms, CPU ${poll.serverCpuPercent}% of a core (${poll.serverCpuMsPerRequest} ms/req)`,
  target: '',
});

const w = [Math.max(...rows.map((r) => r.metric.length)), Math.max(...rows.map((r) => r.value.length)), 10];
const line = (a: string, b: string, c: string) => `| ${a.padEnd(w[0]!)} | ${b.padEnd(w[1]!)} | ${c.padEnd(w[2]!)} |`;
console.log(`\n${line('metric', 'value', 'target')}\n${line('-'.repeat(w[0]!), '-'.repeat(w[1]!), '-'.repeat(w[2]!))}`);
for (const r of rows) console.log(line(r.metric, r.value, r.target));
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/latest.json', JSON.stringify(out, null, 2));
writeFileSync(`.bench/${out.at as string}.json`.replace(/:/g, '-'), JSON.stringify(out, null, 2));
process.exit(0);
