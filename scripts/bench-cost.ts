/**
 * Where an API request's time goes, without the network or a load generator in the way: boots the runtime
 * in this process (embedded PostgreSQL under .tmp/bench-cost, demo seed), then for each endpoint sends
 * 2,000 requests (N) through `app.request()` in batches of 20 and prints CPU µs per request and queries per
 * request (tests/setup/query-count.ts). `npx tsx scripts/bench-cost.ts` (ONLY=<name part> for one case) — compare before/after a change.
 */
import { createApp } from '../server/app.ts';
import { config } from '../server/config.ts';
import { seedDemo } from '../server/db/seed/demo.ts';
import { logger } from '../server/lib/logger.ts';
import { bootRuntime } from '../server/runtime.ts';
import { countQueries } from '../tests/setup/query-count.ts';

const runtime = await bootRuntime({ ...config, DATA_DIR: process.env.DATA_DIR ?? '.tmp/bench-cost' }, logger);
await seedDemo(runtime.database);
const app = createApp(runtime.deps, { serveApp: false });

const login = await app.request('/omnis/v3/dashboard/user/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'demo@shopfloor.local', password: 'demo-password-2026' }),
});
const cookie = login.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const csrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '');
const code = (await (
  await app.request('/omnis/v3/dashboard/user/token', { method: 'POST', headers: { cookie, 'x-csrf-token': csrf } })
).json()) as {
  token: string;
};
const { token } = (await (
  await app.request('/v1/auth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'authorization_code', code: code.token }),
  })
).json()) as { token: string };
const bearer = { authorization: `Bearer ${token}` };
const { projects } = (await (await app.request('/v1/projects', { headers: bearer })).json()) as { projects: { id: string }[] };
const p = projects[0]!.id;
const unread = await app.request('/omnis/v3/dashboard/user/notifications/unread-count', { headers: { cookie } });
const etag = unread.headers.get('etag') ?? '';

const { id: platformId } = (await (await app.request(`/v1/platform?project=${p}`, { headers: bearer })).json()) as { id: string };
const DAY = 86_400_000;
const ordersQuery = new URLSearchParams({
  project: p,
  status: 'complete',
  start: new Date(Date.now() - 365 * DAY).toISOString(),
  end: new Date(Date.now() - 7 * DAY).toISOString(),
  pageSize: '20',
});

const cases: [string, string, Record<string, string>][] = [
  ['GET /healthz', '/healthz', {}],
  ['GET /healthz + bearer', '/healthz', bearer],
  ['GET /v1/projects', '/v1/projects', bearer],
  ['GET /v1/projects + gzip', '/v1/projects', { ...bearer, 'accept-encoding': 'gzip, deflate, br' }],
  ['GET /v1/projects/{p}/users', `/v1/projects/${p}/users`, bearer],
  ['GET /v1/projects/{p}', `/v1/projects/${p}`, bearer],
  ['GET …/orders (status, dates)', `/v1/platform/${platformId}/orders?${ordersQuery}`, bearer],
  ['GET unread-count, cookie, 304', '/omnis/v3/dashboard/user/notifications/unread-count', { cookie, 'if-none-match': etag }],
];
const N = Number(process.env.N ?? 2000);
// Two passes: the first also warms the JIT; read the second.
for (const pass of [1, 2])
  for (const [name, path, headers] of cases) {
    if (process.env.ONLY && !name.includes(process.env.ONLY)) continue;
    for (let i = 0; i < 200; i++) await app.request(path, { headers }); // warm up
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const statuses = new Set<number>();
    const { queries } = await countQueries(async () => {
      for (let i = 0; i < N; i += 20) {
        const rs = await Promise.all(Array.from({ length: 20 }, () => app.request(path, { headers })));
        for (const r of rs) {
          statuses.add(r.status);
          await r.arrayBuffer();
        }
      }
    });
    const cpu = process.cpuUsage(c0);
    console.log(
      `${pass} ${name.padEnd(32)} ${(((cpu.user + cpu.system) / N) | 0).toString().padStart(5)} µs CPU/req  ` +
        `${(queries / N).toFixed(2)} queries/req  ${((performance.now() - t0) / N).toFixed(2)} ms wall/req  [${[...statuses]}]`,
    );
  }
await runtime.stop();
process.exit(0);
