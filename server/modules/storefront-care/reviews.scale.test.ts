/**
 * The reviews list at scale (issue 16 figures): BENCH_REVIEWS reviews (e.g. 100000) in one project, then the
 * moderation queue's reads through the real app — first page, a deep page (keyset: same cost), each sort, the
 * pending filter, a search — timed (median and p95 of 30 calls) and their plans checked for an index (no seq scan
 * of reviews). Skipped unless BENCH_REVIEWS is set: `BENCH_REVIEWS=100000 npx vitest run server/modules/storefront-care/reviews.scale.test.ts`.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { configureDemoStorefront, generateCommerce } from '../../db/seed/commerce.ts';
import { generateStorefrontCare } from '../../db/seed/storefront-care.ts';
import { careShop } from './care.test.support.ts';

const N = Number(process.env.BENCH_REVIEWS ?? 0);
let t: TestServer;
let s: Awaited<ReturnType<typeof careShop>>;

async function timed(path: string, runs = 30) {
  const ms: number[] = [];
  let body: { reviews: unknown[]; nextPageToken: string | null } | null = null;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const res = await t.call('GET', path, { token: s.token });
    ms.push(performance.now() - start);
    expect(res.status).toBe(200);
    body = res.body;
  }
  ms.sort((a, b) => a - b);
  return { median: ms[Math.floor(runs / 2)]!, p95: ms[Math.floor(runs * 0.95)]!, body: body! };
}

describe.skipIf(!N)(`reviews list at ${N} reviews`, () => {
  beforeAll(async () => {
    t = await setupTestServer();
    s = await careShop(t);
    await configureDemoStorefront(t.database, s.project.id);
    await generateCommerce(t.database, s.project.id, { orders: 2000, seed: 5 });
    const started = performance.now();
    await generateStorefrontCare(t.database, s.project.id, { enquiries: 0, reviews: N });
    console.log(`generated ${N} reviews in ${Math.round(performance.now() - started)} ms`);
    await t.db.execute(sql`analyze reviews`);
  }, 600_000);

  it('pages stay fast at any depth and every shape uses an index', async () => {
    const base = `${s.base}/reviews?${s.q}&pageSize=20`;
    const figures: Record<string, { median: number; p95: number }> = {};
    const first = await timed(base);
    figures['first page (newest)'] = first;
    // walk 200 pages of 100 to get a deep token, then time the page there
    let token = first.body.nextPageToken;
    for (let i = 0; i < 200 && token; i++) {
      const r = await t.call('GET', `${s.base}/reviews?${s.q}&pageSize=100&pageToken=${encodeURIComponent(token)}`, { token: s.token });
      token = r.body.nextPageToken;
    }
    figures['page after 20,000 rows'] = await timed(`${base}&pageToken=${encodeURIComponent(token!)}`);
    figures['sortBy=-rating'] = await timed(`${base}&sortBy=-rating`);
    figures['sortBy=rating'] = await timed(`${base}&sortBy=rating`);
    figures['status=pending'] = await timed(`${base}&status=pending`);
    figures['search=colours'] = await timed(`${base}&search=colours`);
    console.table(
      Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, { median_ms: +v.median.toFixed(1), p95_ms: +v.p95.toFixed(1) }])),
    );
    for (const v of Object.values(figures)) expect(v.p95).toBeLessThan(100);

    const plan = async (where: string, order: string) =>
      (
        (
          await t.db.execute(
            sql.raw(`explain select * from reviews where project_id = '${s.project.id}' ${where} order by ${order} limit 21`),
          )
        ).rows as {
          'QUERY PLAN': string;
        }[]
      )
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    for (const [where, order] of [
      ['', 'created_at desc, id desc'],
      ["and status = 'pending'", 'created_at desc, id desc'],
      ['', 'rating desc, created_at desc, id desc'],
      ['', 'rating, created_at, id'],
    ] as const) {
      const p = await plan(where, order);
      expect(p, p).not.toMatch(/Seq Scan on reviews/);
    }
  }, 600_000);
});
