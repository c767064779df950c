/**
 * ARCHITECTURE's scale-out promise, proven: three API processes on one external PostgreSQL behind nginx
 * (round-robin). Sessions, revocations, the login throttle, jobs and notification polling work across processes,
 * and killing one process under load loses no acknowledged write. `npm run test:cluster`.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAIR_FREE_FAILURES } from '../../server/lib/auth/throttle.ts';
import { subscriptionId } from '../../server/lib/push.ts';
import { type LocalPushService, startLocalPushService } from '../setup/push-service.ts';
import { bearer, bearerFor, createProject, PASSWORD, sessionHeaders, signUp, tryLogin } from './api.ts';
import { type Cluster, startCluster } from './harness.ts';
import autocannon from 'autocannon';
import { runLoad } from './load.ts';

let cluster: Cluster;
let sql: pg.Pool;
let pushService: LocalPushService;
const base = () => cluster.balancer.url;
const node = (i: number) => cluster.nodes[i]!.url;
const NOTIFICATIONS = '/omnis/v3/dashboard/user/notifications';

beforeAll(async () => {
  cluster = await startCluster(3);
  sql = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
  pushService = await startLocalPushService();
  console.log(`cluster: 3 processes healthy ${cluster.startMs} ms after spawning`);
}, 180_000);

afterAll(async () => {
  await pushService?.close();
  await sql?.end();
  await cluster?.stop();
}, 60_000);

describe('three API processes behind nginx on one external PostgreSQL', () => {
  it('processes started at once share the migrated schema and one signing key; nginx spreads requests round-robin', async () => {
    const jwks = await Promise.all([0, 1, 2].map(async (i) => (await fetch(`${node(i)}/v1/auth/.well-known/jwks.json`)).text()));
    expect(new Set(jwks).size).toBe(1);
    const upstreams = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${base()}/healthz`);
      expect(res.status).toBe(200);
      upstreams.add(res.headers.get('x-upstream') ?? '');
    }
    expect([...upstreams].sort()).toEqual(cluster.nodes.map((n) => `127.0.0.1:${n.port}`).sort());
  });

  it('a session made on one process works on the others (cookie and bearer)', async () => {
    const session = await signUp(node(0));
    const token = await bearerFor(node(0), session);
    for (const i of [1, 2]) {
      expect((await fetch(`${node(i)}/omnis/v3/dashboard/user`, { headers: sessionHeaders(session) })).status).toBe(200);
      expect((await fetch(`${node(i)}/v1/projects`, { headers: bearer(token) })).status).toBe(200);
    }
    // A write with the session's CSRF token made on process 0, accepted by process 2.
    expect((await fetch(`${node(2)}/omnis/v3/dashboard/user/token`, { method: 'POST', headers: sessionHeaders(session) })).status).toBe(
      200,
    );
  });

  it('a logout on one process revokes its bearer tokens on every process within a second', async () => {
    const session = await signUp(node(0));
    const token = await bearerFor(node(0), session);
    for (const i of [0, 1, 2]) expect((await fetch(`${node(i)}/v1/projects`, { headers: bearer(token) })).status).toBe(200);
    const t0 = performance.now();
    expect((await fetch(`${node(0)}/omnis/v3/dashboard/user/logout`, { method: 'POST', headers: sessionHeaders(session) })).status).toBe(
      200,
    );
    const revokedAfter = await Promise.all(
      [1, 2].map(async (i) => {
        for (;;) {
          const status = (await fetch(`${node(i)}/v1/projects`, { headers: bearer(token) })).status;
          if (status === 401) return Math.round(performance.now() - t0);
          expect(status).toBe(200);
          if (performance.now() - t0 > 5000) return Number.POSITIVE_INFINITY;
          await new Promise((r) => setTimeout(r, 10));
        }
      }),
    );
    console.log(`logout → bearer refused on the other processes after ${revokedAfter.join(' / ')} ms`);
    for (const ms of revokedAfter) expect(ms).toBeLessThan(1000);
    expect((await fetch(`${node(2)}/omnis/v3/dashboard/user`, { headers: sessionHeaders(session) })).status).toBe(401);
  });

  it('a member removed through one process loses the project on every process within a second (cached access)', async () => {
    const owner = await signUp(node(0));
    const ownerTok = await bearerFor(node(0), owner);
    const project = (await (await createProject(node(0), ownerTok, 'Access cache')).json()) as { id: string };
    const member = await signUp(node(1));
    const memberTok = await bearerFor(node(1), member);
    const me = (await (await fetch(`${node(1)}/omnis/v3/dashboard/user`, { headers: sessionHeaders(member) })).json()) as { id: string };
    await sql.query(`INSERT INTO project_members (project_id, user_id, role) VALUES ($1, $2, 'member')`, [project.id, me.id]);
    // Every process reads, and so caches, the member's access.
    for (const i of [0, 1, 2])
      expect((await fetch(`${node(i)}/v1/projects/${project.id}`, { headers: bearer(memberTok) })).status).toBe(200);
    const t0 = performance.now();
    const removed = await fetch(`${node(0)}/v1/projects/${project.id}/users/${me.id}`, { method: 'DELETE', headers: bearer(ownerTok) });
    expect(removed.status).toBe(200);
    const goneAfter = await Promise.all(
      [0, 1, 2].map(async (i) => {
        for (;;) {
          const status = (await fetch(`${node(i)}/v1/projects/${project.id}`, { headers: bearer(memberTok) })).status;
          if (status === 404) return Math.round(performance.now() - t0);
          expect(status).toBe(200);
          if (performance.now() - t0 > 5000) return Number.POSITIVE_INFINITY;
          await new Promise((r) => setTimeout(r, 10));
        }
      }),
    );
    console.log(`member removed → project gone on the three processes after ${goneAfter.join(' / ')} ms`);
    for (const ms of goneAfter) expect(ms).toBeLessThan(1000);
  });

  it('the login throttle counts failures made on any process', async () => {
    const { email } = await signUp(node(0));
    for (let i = 0; i < PAIR_FREE_FAILURES; i++) expect((await tryLogin(node(i % 3), email, 'wrong password, wrong')).status).toBe(422);
    // Each process alone saw fewer than the free failures; together they are over: every process now refuses.
    for (const i of [0, 1, 2]) {
      const res = await tryLogin(node(i), email, PASSWORD);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('jobs enqueued through every process each run exactly once across the three workers', async () => {
    const session = await signUp(node(0));
    const token = await bearerFor(node(0), session);
    const me = await fetch(`${node(0)}/omnis/v3/dashboard/user`, { headers: sessionHeaders(session) });
    expect(me.status).toBe(200);
    const { id: userId } = (await me.json()) as { id: string };
    const { endpoint, keys } = pushService.subscription;
    await sql.query('INSERT INTO push_subscriptions (id, user_id, endpoint, keys) VALUES ($1, $2, $3, $4)', [
      subscriptionId(endpoint),
      userId,
      endpoint,
      JSON.stringify(keys),
    ]);
    const N = 30;
    const created = await Promise.all(
      Array.from({ length: N }, async () => {
        const res = await fetch(`${base()}${NOTIFICATIONS}/test`, { method: 'POST', headers: bearer(token) });
        expect(res.status).toBe(201);
        return { id: ((await res.json()) as { id: string }).id, via: res.headers.get('x-upstream') };
      }),
    );
    expect(new Set(created.map((c) => c.via)).size).toBe(3);
    const until = Date.now() + 20_000;
    while (pushService.received.length < N && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 2500)); // longer than a worker's poll interval: a duplicate would land now
    const delivered = pushService.received.map((r) => (JSON.parse(pushService.decrypt(r.body)) as { id: string }).id);
    expect(delivered.length).toBe(N);
    expect(new Set(delivered)).toEqual(new Set(created.map((c) => c.id)));
    const { rows } = await sql.query<{ state: string; attempts: number; n: number }>(
      `SELECT state, attempts, count(*)::int AS n FROM jobs WHERE queue = 'push' AND payload->>'userId' = $1 GROUP BY 1, 2`,
      [userId],
    );
    expect(rows).toEqual([{ state: 'done', attempts: 1, n: N }]);
  });

  it('a notification created through one process reaches a service worker polling another', async () => {
    const session = await signUp(node(0));
    const poll = (etag?: string) =>
      fetch(`${node(2)}${NOTIFICATIONS}/unread-count`, {
        headers: { ...sessionHeaders(session), ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const first = await poll();
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect((await poll(etag)).status).toBe(304);
    const created = await fetch(`${node(0)}${NOTIFICATIONS}/test`, { method: 'POST', headers: sessionHeaders(session) });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const next = await poll(etag);
    expect(next.status).toBe(200);
    expect(await next.json()).toEqual({ count: 1, latestId: id });
  });

  it('throughput through the balancer (three processes) vs one process, same read/write mix: figures, 0 errors', async () => {
    const session = await signUp(node(0));
    const token = await bearerFor(node(0), session);
    const created = await createProject(node(0), token, 'Throughput');
    const { id: project } = (await created.json()) as { id: string };
    const json = { ...bearer(token), 'content-type': 'application/json' };
    const requests: autocannon.Request[] = [
      ...Array.from({ length: 4 }, () => ({ method: 'GET' as const, path: '/v1/projects?pageSize=20', headers: bearer(token) })),
      ...Array.from({ length: 3 }, () => ({ method: 'GET' as const, path: `/v1/projects/${project}`, headers: bearer(token) })),
      { method: 'POST', path: '/v1/projects', headers: json, body: JSON.stringify({ name: 'Throughput' }) },
    ];
    const runMix = async (url: string) => {
      const r = await autocannon({ url, connections: 50, duration: 5, requests });
      return { rps: Math.round(r.requests.average), p99Ms: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
    };
    const one = await runMix(node(1));
    const three = await runMix(base());
    console.log(
      `throughput (mix, 50 connections, 5 s): one process ${one.rps} req/s (p99 ${one.p99Ms} ms), three behind nginx ${three.rps} req/s (p99 ${three.p99Ms} ms), ratio ${(three.rps / one.rps).toFixed(2)}`,
    );
    expect(one.errors).toBe(0);
    expect(three.errors).toBe(0);
  });

  it('killing one process mid-load loses no acknowledged write; after failover the balancer answers every request', async () => {
    const token = await bearerFor(node(0), await signUp(node(0)));
    const load = runLoad(base(), token, { writers: 6, readers: 6 });
    await new Promise((r) => setTimeout(r, 3000));
    const killedAt = performance.now();
    await cluster.nodes[2]!.kill9();
    await new Promise((r) => setTimeout(r, 5000));
    const result = await load.stop();
    const after = result.requests.filter((r) => r.start > killedAt + 1000);
    const inFlightAtKill = result.requests.filter((r) => r.start <= killedAt && r.end >= killedAt);
    const failed = result.requests.filter((r) => !r.ok);
    console.log(
      `failover: ${result.requests.length} requests, ${failed.length} failed (${failed.map((f) => `${f.method} ${f.status}`).join(', ') || 'none'}), ` +
        `${inFlightAtKill.length} in flight at the kill, ${after.length} after it, ${result.acknowledged.length} acknowledged writes`,
    );
    // Reads are retried by nginx on the next process: not one fails, not even at the kill.
    expect(failed.filter((f) => f.method === 'GET')).toEqual([]);
    // A write that reached the killed process before it died may fail (it was never acknowledged), nothing else.
    expect(failed.length).toBeLessThanOrEqual(inFlightAtKill.length);
    expect(after.length).toBeGreaterThan(50);
    expect(after.filter((r) => !r.ok)).toEqual([]);
    const { rows } = await sql.query<{ name: string }>('SELECT name FROM projects WHERE name = ANY($1)', [result.acknowledged]);
    expect(result.acknowledged.length).toBeGreaterThan(20);
    expect(rows.length).toBe(result.acknowledged.length);
  }, 60_000);
});
