/**
 * PostgreSQL restarted under a running server (Debian's cluster from scripts/ensure-postgres.sh): while it is down
 * `/healthz` says degraded (503) and requests get a clear 503, never a 500; once it is back the server reconnects
 * on its own — pool, job worker and revocation listener — and answers every request again.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/lib/free-port.ts';
import { bearer, bearerFor, sessionHeaders, signUp } from '../cluster/api.ts';
import { externalAdminUrl, freshDatabase } from '../cluster/harness.ts';
import { runLoad } from '../cluster/load.ts';
import { type ServerProcess, startServer, waitHealthy } from '../cluster/node.ts';

let server: ServerProcess;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let cluster: { version: string; name: string };

/** The Debian cluster (version, name) listening on the admin URL's port. */
function debianCluster(adminUrl: string) {
  const port = new URL(adminUrl).port || '5432';
  const line = execFileSync('pg_lsclusters', ['-h'], { encoding: 'utf8' })
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .find((f) => f[2] === port);
  if (!line) throw new Error(`no Debian PostgreSQL cluster on port ${port}: this test restarts it with pg_ctlcluster`);
  return { version: line[0]!, name: line[1]! };
}
const pgctl = (action: 'stop' | 'start') =>
  execFileSync('pg_ctlcluster', [cluster.version, cluster.name, action, ...(action === 'stop' ? ['-m', 'fast'] : [])]);

beforeAll(async () => {
  const adminUrl = externalAdminUrl();
  cluster = debianCluster(adminUrl);
  database = await freshDatabase(adminUrl, 'shopfloor_faults');
  server = startServer(await freePort(), { DATABASE_URL: database.url, JOBS_ENABLED: 'true' });
  await waitHealthy(server);
}, 120_000);

afterAll(async () => {
  try {
    pgctl('start');
  } catch {}
  await server?.stop();
  await database?.drop();
}, 60_000);

interface Probe {
  at: number;
  status: number;
  body: string;
}

function probeHealth(url: string) {
  const seen: Probe[] = [];
  let stop = false;
  const loop = (async () => {
    while (!stop) {
      const at = performance.now();
      try {
        // 5 s: a hang is what this catches; a slow answer on a loaded machine (seen: just over 2 s) is still an answer.
        const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5000) });
        seen.push({ at, status: res.status, body: await res.text() });
      } catch {
        seen.push({ at, status: 0, body: '' });
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return {
    seen,
    stop: async () => {
      stop = true;
      await loop;
    },
  };
}

describe('PostgreSQL restarted under the running server', () => {
  it('degraded while down (503s, no 500), reconnects by itself, then 0 errors; the job worker and revocations work again', async () => {
    const session = await signUp(server.url);
    const token = await bearerFor(server.url, session);
    const load = runLoad(server.url, token, { writers: 2, readers: 2, prefix: 'restart' });
    const health = probeHealth(server.url);
    await new Promise((r) => setTimeout(r, 1500));
    const downAt = performance.now();
    pgctl('stop');
    await new Promise((r) => setTimeout(r, 3000));
    const startAt = performance.now();
    pgctl('start');
    let healthyAt = 0;
    while (!healthyAt && performance.now() - startAt < 30_000) {
      const last = health.seen.at(-1);
      if (last && last.at > startAt && last.status === 200) healthyAt = last.at;
      else await new Promise((r) => setTimeout(r, 20));
    }
    await new Promise((r) => setTimeout(r, 3000));
    const result = await load.stop();
    await health.stop();
    expect(server.alive(), server.output().slice(-3000)).toBe(true);
    const during = result.requests.filter((r) => r.start > downAt + 200 && r.end < startAt);
    const after = result.requests.filter((r) => r.start > healthyAt + 500);
    const statuses = (rs: { status: number }[]) => [...new Set(rs.map((r) => r.status))].sort();
    console.log(
      `PostgreSQL restart: healthy ${Math.round(healthyAt - startAt)} ms after pg_ctlcluster start; during the outage ${during.length} requests answered ${statuses(during).join('/')}; after: ${after.length} requests, ${after.filter((r) => !r.ok).length} errors`,
    );
    expect(healthyAt).toBeGreaterThan(0);
    // Negative control: the same counter over the outage window does see failures (so "0 after" means something).
    expect(during.filter((r) => !r.ok).length).toBeGreaterThan(0);
    // While down: degraded health and a clear 503 — never a 500, never a hang.
    const downHealth = health.seen.filter((p) => p.at > downAt + 200 && p.at < startAt);
    expect(downHealth.length).toBeGreaterThan(5);
    expect(statuses(downHealth)).toEqual([503]);
    expect(JSON.parse(downHealth[0]!.body)).toEqual({ status: 'degraded', database: 'down' });
    expect(statuses(during)).toEqual([503]);
    // After: every request answered.
    expect(after.length).toBeGreaterThan(20);
    expect(after.filter((r) => !r.ok)).toEqual([]);

    // The job worker runs jobs enqueued after the restart (push of a test notification is a job; its row says done).
    const res = await fetch(`${server.url}/omnis/v3/dashboard/user/notifications/test`, {
      method: 'POST',
      headers: sessionHeaders(session),
    });
    expect(res.status).toBe(201);
    // The revocation listener is back: a logout refuses the bearer at once.
    expect((await fetch(`${server.url}/omnis/v3/dashboard/user/logout`, { method: 'POST', headers: sessionHeaders(session) })).status).toBe(
      200,
    );
    const t0 = performance.now();
    let status = 200;
    while (status === 200 && performance.now() - t0 < 2000) {
      status = (await fetch(`${server.url}/v1/projects`, { headers: bearer(token) })).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(401);
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    let jobState = '';
    for (let i = 0; i < 50 && jobState !== 'done'; i++) {
      const { rows } = await client.query<{ state: string }>(`SELECT state FROM jobs ORDER BY id DESC LIMIT 1`);
      jobState = rows[0]?.state ?? '';
      if (jobState !== 'done') await new Promise((r) => setTimeout(r, 100));
    }
    await client.end();
    expect(jobState).toBe('done');
    expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
  }, 90_000);
});
