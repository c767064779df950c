import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { monitors, orders } from '../schema/index.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './demo.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

describe('metrics demo seed', () => {
  it('derives the metric history from the demo orders (rollups agree with the orders) and seeds the monitors, once', async () => {
    await seedDemo(t.database, { colleagues: 3, orders: 400 });
    await seedDemo(t.database, { colleagues: 3, orders: 400 });
    const all = await t.db.select().from(orders);
    const projectId = all[0]!.projectId;
    const names = (await t.db.select().from(monitors)).map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(['No orders for 6 hours', 'Refunds above 5% today']));
    expect(names).toHaveLength(4);
    const check = await t.db.execute(sql`
      SELECT (SELECT sum(count)::int FROM metric_rollups r JOIN metrics m ON m.project_id = r.project_id AND m.id = r.metric_id
               WHERE m.project_id = ${projectId} AND m.name = 'orders.count' AND r.resolution = 'day') AS counted,
             (SELECT sum(sum)::float8 FROM metric_rollups r JOIN metrics m ON m.project_id = r.project_id AND m.id = r.metric_id
               WHERE m.project_id = ${projectId} AND m.name = 'orders.revenue' AND r.resolution = 'hour') AS revenue,
             (SELECT sum(total)::float8 FROM orders WHERE project_id = ${projectId}) AS total`);
    const row = (check as unknown as { rows: { counted: number; revenue: number; total: number }[] }).rows[0]!;
    expect(row.counted).toBe(all.length);
    expect(row.revenue).toBe(row.total);
    const session = await t.signIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    const end = new Date().toISOString();
    const start = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const q = await t.call(
      'GET',
      `/v2/metrics/query?project=${projectId}&query=${encodeURIComponent('sum:api.requests by {status} step 1h')}&start=${start}&end=${end}`,
      { session },
    );
    expect(q.status).toBe(200);
    expect(q.body.series).toHaveLength(2);
    const list = await t.call('GET', `/v2/metrics/monitors?project=${projectId}&tags=orders`, { session });
    expect(list.body.monitors).toHaveLength(2);
  });
});
