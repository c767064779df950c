import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { notifications, projectIntegrations, users } from '../../db/schema/index.ts';
import { seedIntegrationCatalogue } from '../../db/seed/integrations.ts';
import { insertMonitor } from './monitors.repo.ts';
import { evaluateMonitor } from './monitors.service.ts';
import { recordPoints } from './points.repo.ts';
import { dashboardData } from './dashboard.repo.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
  await seedIntegrationCatalogue(t.db);
});

async function world() {
  const owner = await t.createUser();
  const p = await t.createProject(owner.id);
  const token = await t.tokenFor(owner.id);
  const other = await t.createUser();
  const otherProject = await t.createProject(other.id);
  return { owner, p, token, otherToken: await t.tokenFor(other.id), otherProject };
}

const day = '2026-11-20';
const range = `start=${day}T00:00:00Z&end=2026-11-21T00:00:00Z`;

/** A seeded generator, so a failure can be replayed. */
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

/** A project with its storefront and an order-creating API key (as the commerce tests set one up). */
async function shop() {
  const owner = await t.createUser();
  const project = await t.createProject(owner.id);
  const token = await t.tokenFor(owner.id);
  const platform = (await t.call('GET', `/v1/platform?project=${project.id}`, { token })).body;
  const key = (
    await t.call('POST', `/v1/projects/${project.id}/auth`, { token, body: { name: 'Shop', permissions: ['platform.orders.create'] } })
  ).body.key;
  const createOrder = () =>
    t.call('POST', `/v1/platform/${platform.id}/orders?project=${project.id}`, {
      headers: { authorization: key, 'idempotency-key': `k-${Date.now()}` },
      body: {
        customer: { email: 'anna@example.com', firstName: 'Anna' },
        lines: [{ productName: 'Poster A2', quantity: 2, unitPrice: 1500 }],
        currency: 'EUR',
      },
    });
  return { project, token, createOrder };
}

describe('ingest and query', () => {
  it('rollups (minute, hour, day) equal the aggregation of the raw points over random data', async () => {
    const { p, token } = await world();
    const rand = rng(42);
    const points = Array.from({ length: 3000 }, () => ({
      metric: 'api.latency',
      value: Math.round(rand() * 10_000) / 10,
      timestamp: new Date(Date.UTC(2026, 10, 18) + Math.floor(rand() * 4 * 86_400_000)).toISOString(),
      labels: { route: ['/a', '/b', '/c'][Math.floor(rand() * 3)] as string, status: rand() < 0.1 ? '500' : '200' },
    }));
    // In three batches, so the rollups are updated (ON CONFLICT), not only inserted.
    for (let i = 0; i < 3; i++) {
      const res = await t.call('POST', `/v2/metrics/ingest?project=${p.id}`, {
        token,
        body: { batchId: `b${i}`, points: points.slice(i * 1000, i * 1000 + 1000) },
      });
      expect(res.status).toBe(200);
      expect(res.body.accepted).toBe(1000);
    }
    for (const res of ['minute', 'hour', 'day']) {
      const diff = await t.db.execute(sql`
        WITH raw AS (
          SELECT metric_id, series_key, date_trunc(${res}, ts, 'UTC') AS bucket, count(*) AS c, sum(value) AS s, min(value) AS mn, max(value) AS mx
            FROM metric_points WHERE project_id = ${p.id} GROUP BY 1, 2, 3),
        roll AS (SELECT metric_id, series_key, bucket, count AS c, sum AS s, min AS mn, max AS mx FROM metric_rollups
                  WHERE project_id = ${p.id} AND resolution = ${res})
        SELECT count(*)::int AS n FROM raw FULL JOIN roll USING (metric_id, series_key, bucket)
         WHERE raw.c IS DISTINCT FROM roll.c OR abs(raw.s - roll.s) > 1e-6 OR raw.mn IS DISTINCT FROM roll.mn OR raw.mx IS DISTINCT FROM roll.mx`);
      expect((diff as unknown as { rows: { n: number }[] }).rows[0]?.n, res).toBe(0);
    }
    // A query through the API equals the raw aggregation, for each aggregation, grouped by a label.
    const start = '2026-11-18T00:00:00Z';
    const end = '2026-11-22T00:00:00Z';
    for (const agg of ['sum', 'count', 'min', 'max', 'avg', 'p95'] as const) {
      const res = await t.call(
        'GET',
        `/v2/metrics/query?project=${p.id}&start=${start}&end=${end}&query=${encodeURIComponent(`${agg}:api.latency{status=200} by {route} step 1d`)}`,
        { token },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const expr = {
        sum: 'sum(value)',
        count: 'count(*)',
        min: 'min(value)',
        max: 'max(value)',
        avg: 'avg(value)',
        p95: 'percentile_cont(0.95) WITHIN GROUP (ORDER BY value)',
      }[agg];
      const raw = (await t.db.execute(
        sql.raw(`SELECT labels->>'route' AS route, date_trunc('day', ts, 'UTC') AS d, (${expr})::float8 AS v FROM metric_points
          WHERE project_id = '${p.id}' AND labels->>'status' = '200' GROUP BY 1, 2`),
      )) as unknown as { rows: { route: string; d: Date; v: number }[] };
      expect(res.body.series).toHaveLength(3);
      for (const row of raw.rows) {
        const s = res.body.series.find((x: { group: { route: string } }) => x.group.route === row.route);
        const point = s.points.find((x: { t: string }) => x.t === new Date(row.d).toISOString());
        expect(point.v, `${agg} ${row.route} ${row.d}`).toBeCloseTo(row.v, 6);
      }
      expect(res.body.resolution).toBe(agg === 'p95' ? 'raw' : 'day');
    }
    // Steps that are several buckets of a rollup (6h over hours, 5m over minutes) merge buckets and series alike.
    for (const [agg, step, expr, res] of [
      ['avg', '6h', 'avg(value)', 'hour'],
      ['max', '6h', 'max(value)', 'hour'],
      ['sum', '5m', 'sum(value)', 'minute'],
    ] as const) {
      const q = encodeURIComponent(`${agg}:api.latency by {status} step ${step}`);
      const from = '2026-11-19T00:00:00Z';
      const to = '2026-11-20T00:00:00Z';
      const answer = await t.call('GET', `/v2/metrics/query?project=${p.id}&start=${from}&end=${to}&query=${q}`, { token });
      expect(answer.status).toBe(200);
      expect(answer.body.resolution).toBe(res);
      const raw = (await t.db.execute(
        sql.raw(`SELECT labels->>'status' AS status, date_bin('${step === '6h' ? '6 hours' : '5 minutes'}', ts, '${from}') AS d, (${expr})::float8 AS v
          FROM metric_points WHERE project_id = '${p.id}' AND ts >= '${from}' AND ts < '${to}' GROUP BY 1, 2`),
      )) as unknown as { rows: { status: string; d: Date; v: number }[] };
      expect(answer.body.series.map((x: { group: { status: string } }) => x.group.status)).toEqual(['200', '500']);
      for (const row of raw.rows) {
        const s = answer.body.series.find((x: { group: { status: string } }) => x.group.status === row.status);
        const point = s.points.find((x: { t: string }) => x.t === new Date(row.d).toISOString());
        expect(point.v, `${agg} ${step} ${row.status} ${row.d}`).toBeCloseTo(row.v, 6);
      }
      if (agg === 'sum') expect(answer.body.series[0].points).toHaveLength(288);
    }
  });

  it('answers 422 for a missing start or end, an unknown aggregation, an inverted range; 404 for another project', async () => {
    const { p, token, otherToken } = await world();
    const q = encodeURIComponent('sum:orders.count');
    expect((await t.call('GET', `/v2/metrics/query?project=${p.id}&query=${q}&start=2026-11-20T00:00:00Z`, { token })).status).toBe(422);
    const noStart = await t.call('GET', `/v2/metrics/query?project=${p.id}&query=${q}&end=2026-11-20T00:00:00Z`, { token });
    expect(noStart.status).toBe(422);
    expect(noStart.body.errors.start).toBeDefined();
    const unknown = await t.call('GET', `/v2/metrics/query?project=${p.id}&query=${encodeURIComponent('median:orders.count')}&${range}`, {
      token,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.query[0]).toMatch(/Unknown aggregation/);
    const inverted = await t.call(
      'GET',
      `/v2/metrics/query?project=${p.id}&query=${q}&start=2026-11-21T00:00:00Z&end=2026-11-20T00:00:00Z`,
      { token },
    );
    expect(inverted.status).toBe(422);
    expect(inverted.body.errors.end).toBeDefined();
    const post = await t.call('POST', `/v2/metrics/query?project=${p.id}`, {
      token,
      body: { query: 'sum:orders.count', start: '2026-11-21T00:00:00Z', end: '2026-11-20T00:00:00Z' },
    });
    expect(post.status).toBe(422);
    const tooFine = await t.call(
      'GET',
      `/v2/metrics/query?project=${p.id}&query=${encodeURIComponent('sum:x step 1m')}&start=2025-11-20T00:00:00Z&end=2026-11-20T00:00:00Z`,
      { token },
    );
    expect(tooFine.status).toBe(422);
    const badPoint = await t.call('POST', `/v2/metrics/ingest?project=${p.id}`, {
      token,
      body: { points: [{ metric: 'bad name!', value: 'x' }] },
    });
    expect(badPoint.status).toBe(422);
    expect(Object.keys(badPoint.body.errors)).toEqual(expect.arrayContaining(['points.0.metric', 'points.0.value']));
    expect((await t.call('GET', `/v2/metrics/metrics?project=${p.id}`, { token: otherToken })).status).toBe(404);
    expect((await t.call('GET', `/v2/metrics/query?project=${p.id}&query=${q}&${range}`, { token: otherToken })).status).toBe(404);
    expect(
      (await t.call('POST', `/v2/metrics/ingest?project=${p.id}`, { token: otherToken, body: { points: [{ metric: 'a', value: 1 }] } }))
        .status,
    ).toBe(404);
    expect((await t.call('GET', `/v1/metrics/metrics?project=${p.id}`, { token: otherToken })).status).toBe(404);
  });

  it('is idempotent per batch id; another body under the same id is a 409; nothing is half-written', async () => {
    const { p, token } = await world();
    const body = { batchId: 'same', points: [{ metric: 'emails.opened', value: 3, timestamp: `${day}T10:00:00Z` }] };
    const first = await t.call('POST', `/v2/metrics/ingest?project=${p.id}`, { token, body });
    const again = await t.call('POST', `/v2/metrics/ingest?project=${p.id}`, { token, body });
    expect(first.body).toEqual({ batchId: 'same', accepted: 1, replayed: false });
    expect(again.body).toEqual({ batchId: 'same', accepted: 1, replayed: true });
    const other = await t.call('POST', `/v2/metrics/ingest?project=${p.id}`, {
      token,
      body: { ...body, points: [{ metric: 'emails.opened', value: 4 }] },
    });
    expect(other.status).toBe(409);
    const q = await t.call('GET', `/v2/metrics/query?project=${p.id}&query=${encodeURIComponent('sum:emails.opened step 1d')}&${range}`, {
      token,
    });
    expect(q.body.series[0].points[0].v).toBe(3);
    // POST / records too (same body), and the metric shows in the list and by name.
    expect(
      (
        await t.call('POST', `/v2/metrics?project=${p.id}`, {
          token,
          body: { points: [{ metric: 'storage.bytes', value: 10, labels: { kind: 'images' } }] },
        })
      ).status,
    ).toBe(200);
    const list = await t.call('GET', `/v2/metrics/metrics?project=${p.id}&pageSize=1`, { token });
    expect(list.body.metrics.map((m: { name: string }) => m.name)).toEqual(['emails.opened']);
    const next = await t.call('GET', `/v2/metrics/metrics?project=${p.id}&pageSize=1&pageToken=${list.body.nextPageToken}`, { token });
    expect(next.body.metrics[0]).toMatchObject({ name: 'storage.bytes', labels: ['kind'] });
    expect((await t.call('GET', `/v2/metrics/metrics/storage.bytes?project=${p.id}`, { token })).body.id).toBe(next.body.metrics[0].id);
    expect((await t.call('GET', `/v2/metrics/metrics/met_nope?project=${p.id}`, { token })).status).toBe(404);
  });

  it('concurrent batches (written together by the group commit) are each answered on their own; a faulty one fails alone', async () => {
    const a = await world();
    const b = await world();
    const pts = (n: number, v: number) =>
      Array.from({ length: n }, (_, i) => ({ metric: 'jobs.done', value: v, timestamp: `${day}T0${i % 10}:00:00Z` }));
    const send = (w: { p: { id: string }; token: string }, body: unknown) =>
      t.call('POST', `/v2/metrics/ingest?project=${w.p.id}`, { token: w.token, body });
    const answers = await Promise.all([
      send(a, { batchId: 'g1', points: pts(30, 1) }),
      send(a, { batchId: 'g1', points: pts(5, 7) }), // the same id with other points: 409, alone
      send(a, { points: pts(20, 2) }),
      send(b, { batchId: 'g1', points: pts(10, 3) }), // the same id in another project: its own batch
      send(a, { batchId: 'g1', points: pts(30, 1) }), // a replay of the first
    ]);
    // The requests race: whichever version of g1 is written first owns the id; the other version gets 409, the
    // identical copy is a replay. Both orders are checked in full.
    const firstWon = answers[1]!.status === 409;
    if (firstWon) {
      expect(answers.map((r) => r.status)).toEqual([200, 409, 200, 200, 200]);
      expect([answers[0]!.body, answers[4]!.body]).toEqual(
        expect.arrayContaining([
          { batchId: 'g1', accepted: 30, replayed: false },
          { batchId: 'g1', accepted: 30, replayed: true },
        ]),
      );
      expect(answers[0]!.body.replayed).not.toBe(answers[4]!.body.replayed);
    } else {
      expect(answers.map((r) => r.status)).toEqual([409, 200, 200, 200, 409]);
      expect(answers[1]!.body).toEqual({ batchId: 'g1', accepted: 5, replayed: false });
    }
    const total = async (w: { p: { id: string }; token: string }) => {
      const r = await t.call('GET', `/v2/metrics/query?project=${w.p.id}&query=${encodeURIComponent('sum:jobs.done step 1d')}&${range}`, {
        token: w.token,
      });
      return r.body.series[0].points[0].v;
    };
    expect(await total(a)).toBe((firstWon ? 30 * 1 : 5 * 7) + 20 * 2);
    expect(await total(b)).toBe(10 * 3);
    const raw = await t.db.execute(sql`SELECT count(*)::int AS n FROM metric_points WHERE project_id = ${a.p.id}`);
    expect((raw as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(firstWon ? 50 : 25);
  });

  it('POST /query with cache answers the stored result for an identical query', async () => {
    const { p, token } = await world();
    const body = { query: 'sum:visits step 1d', start: `${day}T00:00:00Z`, end: '2026-11-21T00:00:00Z', cache: true };
    await t.call('POST', `/v2/metrics/ingest?project=${p.id}`, {
      token,
      body: { points: [{ metric: 'visits', value: 1, timestamp: `${day}T01:00:00Z` }] },
    });
    const first = await t.call('POST', `/v2/metrics/query?project=${p.id}`, { token, body });
    await t.call('POST', `/v2/metrics/ingest?project=${p.id}`, {
      token,
      body: { points: [{ metric: 'visits', value: 1, timestamp: `${day}T02:00:00Z` }] },
    });
    const second = await t.call('POST', `/v2/metrics/query?project=${p.id}`, { token, body });
    const fresh = await t.call('POST', `/v2/metrics/query?project=${p.id}`, { token, body: { ...body, cache: false } });
    expect([first.body.cached, second.body.cached, fresh.body.cached]).toEqual([false, true, false]);
    expect(second.body.series[0].points[0].v).toBe(1);
    expect(fresh.body.series[0].points[0].v).toBe(2);
  });

  it('admin query reads across projects for platform admins only', async () => {
    const a = await world();
    const b = await world();
    for (const w of [a, b])
      await t.call('POST', `/v2/metrics/ingest?project=${w.p.id}`, {
        token: w.token,
        body: { points: [{ metric: 'adm.test', value: 5, timestamp: `${day}T03:00:00Z` }] },
      });
    const body = { query: 'sum:adm.test by {project} step 1d', start: `${day}T00:00:00Z`, end: '2026-11-21T00:00:00Z' };
    expect((await t.call('POST', '/v2/metrics/admin/query', { token: a.token, body })).status).toBe(403);
    const admin = await t.createUser();
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
    const res = await t.call('POST', '/v2/metrics/admin/query', { token: await t.tokenFor(admin.id), body });
    expect(res.status).toBe(200);
    const groups = res.body.series.map((s: { group: { project: string } }) => s.group.project);
    expect(groups).toEqual(expect.arrayContaining([a.p.id, b.p.id]));
  });

  it('an order placed records orders.count and orders.revenue in its transaction; the dashboard shows today', async () => {
    const s = await shop();
    await t.db.insert(projectIntegrations).values({ projectId: s.project.id, code: 'orders', installedAt: new Date().toISOString() });
    const order = await s.createOrder();
    expect(order.status).toBe(201);
    const now = new Date();
    const start = new Date(now.getTime() - 3_600_000).toISOString();
    const end = new Date(now.getTime() + 60_000).toISOString();
    const revenue = await t.call(
      'GET',
      `/v2/metrics/query?project=${s.project.id}&query=${encodeURIComponent('sum:orders.revenue by {currency} step 1h')}&start=${start}&end=${end}`,
      { token: s.token },
    );
    const total = revenue.body.series[0].points.reduce((a: number, p: { v: number }) => a + p.v, 0);
    expect(total).toBe(order.body.total);
    expect(revenue.body.series[0].group.currency).toBe('EUR');
    const dash = await t.call('GET', `/v2/metrics/dashboard?project=${s.project.id}&range=7d`, { token: s.token });
    expect(dash.status).toBe(200);
    expect(dash.body.cards.find((c: { id: string }) => c.id === 'orders.today')).toMatchObject({ value: 1, previous: 0 });
    expect(dash.body.cards.find((c: { id: string }) => c.id === 'revenue.today')).toMatchObject({
      value: order.body.total,
      currency: 'EUR',
    });
    expect(dash.body.recentOrders[0].id).toBe(order.body.id);
    expect(dash.body.chart.points.at(-1).orders).toBe(1);
    // Without the orders module installed, its cards are simply absent.
    const bare = await world();
    const empty = await t.call('GET', `/v2/metrics/dashboard?project=${bare.p.id}`, { token: bare.token });
    expect(empty.body.cards.filter((c: { id: string }) => c.id.startsWith('orders'))).toEqual([]);
  });
});

describe('monitors', () => {
  it('fires and recovers, and notifies once per transition', async () => {
    const { p, owner, token, otherToken } = await world();
    const m = await insertMonitor(t.db, p.id, {
      name: 'Refunds above 5% today',
      type: 'threshold',
      query: 'sum:orders.refunds / sum:orders.count',
      tags: ['orders', 'money'],
      settings: { comparator: 'above', threshold: 0.05, window: '1h' },
    });
    const now = new Date();
    const at = (minsAgo: number) => new Date(now.getTime() - minsAgo * 60_000).toISOString();
    await t.db.transaction((tx) =>
      recordPoints(
        tx,
        p.id,
        Array.from({ length: 10 }, (_, i) => ({ metric: 'orders.count', value: 1, timestamp: at(i + 1) })),
      ),
    );
    const count = async () =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, owner.id))).filter((n) => n.title.includes('Refunds')).length;
    expect((await evaluateMonitor(t.database, p.id, m.id, now))?.state).toBe('ok');
    await t.db.transaction((tx) => recordPoints(tx, p.id, [{ metric: 'orders.refunds', value: 1, timestamp: at(2) }]));
    const fired = await evaluateMonitor(t.database, p.id, m.id, now);
    expect(fired).toMatchObject({ state: 'alert', changed: true, value: 0.1 });
    expect(await count()).toBe(1);
    expect((await evaluateMonitor(t.database, p.id, m.id, now))?.changed).toBe(false);
    expect(await count()).toBe(1);
    // An hour later the refund is out of the window: recovered, one more notification.
    const later = new Date(now.getTime() + 61 * 60_000);
    await t.db.transaction((tx) => recordPoints(tx, p.id, [{ metric: 'orders.count', value: 1, timestamp: later.toISOString() }]));
    expect(await evaluateMonitor(t.database, p.id, m.id, later)).toMatchObject({ state: 'ok', changed: true });
    expect(await evaluateMonitor(t.database, p.id, m.id, later)).toMatchObject({ changed: false });
    expect(await count()).toBe(2);
    const [notification] = await t.db.select().from(notifications).where(eq(notifications.userId, owner.id)).limit(1);
    expect(notification?.action).toBe(`/metrics/monitors/${m.id}?project=${p.id}`);

    const inspect = await t.call(
      'GET',
      `/v2/metrics/monitors/${m.id}/inspect?project=${p.id}&start=${at(120)}&end=${new Date(later.getTime() + 60_000).toISOString()}`,
      { token },
    );
    expect(inspect.status).toBe(200);
    expect(inspect.body.events.map((e: { toState: string }) => e.toState)).toEqual(['alert', 'ok']);
    expect(inspect.body.series).toHaveLength(2);
    expect((await t.call('GET', `/v2/metrics/monitors/${m.id}/inspect?project=${p.id}&start=${at(120)}`, { token })).status).toBe(422);
    expect((await t.call('GET', `/v2/metrics/monitors/${m.id}?project=${p.id}`, { token: otherToken })).status).toBe(404);
    expect((await t.call('GET', `/v2/metrics/monitors/mon_nope?project=${p.id}`, { token })).status).toBe(404);
  });

  it('no-data monitors alert when a metric goes quiet; settings are validated, stored and re-evaluated; tags filter', async () => {
    const { p, token } = await world();
    const quiet = await insertMonitor(t.db, p.id, {
      name: 'No orders for 6 hours',
      type: 'no_data',
      query: 'count:orders.count',
      tags: ['orders'],
      settings: { noDataMinutes: 360 },
    });
    await insertMonitor(t.db, p.id, {
      name: 'Storage',
      type: 'threshold',
      query: 'max:storage.bytes',
      tags: ['storage'],
      settings: { threshold: 1e9 },
    });
    expect((await evaluateMonitor(t.database, p.id, quiet.id))?.state).toBe('alert');
    await t.db.transaction((tx) => recordPoints(tx, p.id, [{ metric: 'orders.count', value: 1 }]));
    expect((await evaluateMonitor(t.database, p.id, quiet.id))?.state).toBe('ok');

    const bad = await t.call('POST', `/v2/metrics/monitors/${quiet.id}/settings?project=${p.id}`, {
      token,
      body: { noDataMinutes: 0, window: 'soon', channel: 'pager' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['noDataMinutes', 'window', 'channel']));
    const ok = await t.call('POST', `/v2/metrics/monitors/${quiet.id}/settings?project=${p.id}`, {
      token,
      body: { noDataMinutes: 30, muted: true, tags: ['orders', 'night'] },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.settings).toMatchObject({ noDataMinutes: 30, muted: true });
    expect(ok.body.lastEvaluatedAt).not.toBeNull();
    const tagged = await t.call('GET', `/v2/metrics/monitors?project=${p.id}&tags=orders,night`, { token });
    expect(tagged.body.monitors.map((m: { id: string }) => m.id)).toEqual([quiet.id]);
    expect((await t.call('GET', `/v2/metrics/monitors?project=${p.id}`, { token })).body.monitors).toHaveLength(2);
  });
});

describe('dashboard figures', () => {
  it('compares today so far with the same weekday last week up to the same time (hour rollups + the partial hour)', async () => {
    const owner = await t.createUser();
    const p = await t.createProject(owner.id);
    await t.db.insert(projectIntegrations).values({ projectId: p.id, code: 'orders', installedAt: new Date().toISOString() });
    const point = (ts: string, value: number) => [
      { metric: 'orders.count', value: 1, timestamp: ts, labels: { currency: 'EUR' } },
      { metric: 'orders.revenue', value, timestamp: ts, labels: { currency: 'EUR' } },
    ];
    await t.db.transaction((tx) =>
      recordPoints(tx, p.id, [
        ...point('2026-11-13T05:00:00Z', 1000), // last week, before the time of day: counts
        ...point('2026-11-13T12:10:00Z', 2000), // last week, in the partial hour before 12:20: counts
        ...point('2026-11-13T12:30:00Z', 4000), // last week, after the time of day: does not
        ...point('2026-11-12T23:59:00Z', 8000), // the day before: does not
        ...point('2026-11-20T01:00:00Z', 500), // today
      ]),
    );
    const data = await dashboardData(t.db, p.id, '7d', new Date('2026-11-20T12:20:00Z'));
    expect(data.cards.find((c) => c.id === 'orders.today')).toMatchObject({ value: 1, previous: 2 });
    expect(data.cards.find((c) => c.id === 'revenue.today')).toMatchObject({ value: 500, previous: 3000, currency: 'EUR' });
    // Seven days ending today (the 14th to the 20th): only today's order is in range.
    expect(data.chart.points.map((x) => x.t.slice(0, 10))).toEqual(['14', '15', '16', '17', '18', '19', '20'].map((d) => `2026-11-${d}`));
    expect(data.chart.points.map((x) => x.orders)).toEqual([0, 0, 0, 0, 0, 0, 1]);
    expect(data.chart.points[6]).toMatchObject({ revenue: 500 });
  });

  it('shows open enquiries, unread chat and billing alerts from their areas, each linking to its list', async () => {
    const { owner, p, token } = await world();
    const colleague = await t.createUser();
    const ids = (n: number) => `${p.id.slice(-6)}_${n}`;
    // Enquiries: two open, one resolved; the card exists only with the enquiries module installed.
    const enquiry = (n: number, status: string) =>
      sql`INSERT INTO enquiries (project_id, id, name, email, subject, message, status)
          VALUES (${p.id}, ${`enq_${ids(n)}`}, 'Anna', 'anna@example.com', 'Where is my order?', 'Hello', ${status})`;
    for (const [n, status] of [
      [1, 'open'],
      [2, 'open'],
      [3, 'resolved'],
    ] as const)
      await t.db.execute(enquiry(n, status));
    const cardsOf = async () => {
      const res = await t.call('GET', `/v2/metrics/dashboard?project=${p.id}&range=today`, { token });
      expect(res.status).toBe(200);
      return new Map<string, { value: number; link: string }>(res.body.cards.map((c: { id: string }) => [c.id, c]));
    };
    expect((await cardsOf()).has('enquiries.open')).toBe(false);
    await t.db.insert(projectIntegrations).values({ projectId: p.id, code: 'enquiries', installedAt: new Date().toISOString() });
    // Chat: a channel where a colleague wrote three messages (one deleted) and the owner one; the owner read the first.
    const ch = `chn_${ids(0)}`;
    await t.db.execute(
      sql`INSERT INTO chat_channels (project_id, id, type, name, last_seq) VALUES (${p.id}, ${ch}, 'public', 'general', 5)`,
    );
    await t.db.execute(sql`INSERT INTO chat_channel_users (project_id, id, channel_id, user_id, last_read_seq)
                           VALUES (${p.id}, ${`chu_${ids(1)}`}, ${ch}, ${owner.id}, 1), (${p.id}, ${`chu_${ids(2)}`}, ${ch}, ${colleague.id}, 5)`);
    for (const [seq, author, deleted] of [
      [1, colleague.id, false],
      [2, colleague.id, false],
      [3, owner.id, false],
      [4, colleague.id, true],
      [5, colleague.id, false],
    ] as const)
      await t.db.execute(sql`INSERT INTO chat_messages (project_id, id, channel_id, seq, author_id, text, deleted_at)
                             VALUES (${p.id}, ${`msg_${ids(10 + seq)}`}, ${ch}, ${seq}, ${author}, 'hi', ${deleted ? new Date().toISOString() : null})`);
    // Billing: one billing alert among the project's flags (a non-billing flag does not count).
    await t.db.execute(
      sql`UPDATE projects SET flags = ${JSON.stringify([
        { kind: 'has_overdue_invoices', message: 'Overdue', level: 'danger' },
        { message: 'Welcome', level: 'default' },
      ])}::jsonb WHERE id = ${p.id}`,
    );
    const cards = await cardsOf();
    expect(cards.get('enquiries.open')).toMatchObject({ value: 2, link: `/m/enquiries?project=${p.id}` });
    expect(cards.get('chat.unread')).toMatchObject({ value: 2, link: `/chat?project=${p.id}` });
    expect(cards.get('billing.alerts')).toMatchObject({ value: 1, link: `/billing?project=${p.id}` });
    // Unread is per person: the colleague has read everything.
    await t.addMember(p.id, colleague.id, 'member');
    const theirs = await t.call('GET', `/v2/metrics/dashboard?project=${p.id}&range=today`, { token: await t.tokenFor(colleague.id) });
    expect(theirs.body.cards.find((c: { id: string }) => c.id === 'chat.unread')).toMatchObject({ value: 0 });
  });
});
