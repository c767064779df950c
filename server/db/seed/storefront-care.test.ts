import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { configureDemoStorefront, generateCommerce } from './commerce.ts';
import { generateStorefrontCare } from './storefront-care.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

const one = async <T>(q: ReturnType<typeof sql>) => (await t.db.execute(q)).rows[0] as T;
const NOW = Date.UTC(2026, 10, 23, 10, 0, 0);

describe('storefront care demo generator', () => {
  it('writes enquiries with logs and reviews linked to real customers and orders, deterministically', async () => {
    const owner = await t.createUser();
    const p = await t.createProject(owner.id, { name: 'Care Shop' });
    await configureDemoStorefront(t.database, p.id);
    await generateCommerce(t.database, p.id, { orders: 500, now: NOW, seed: 3 });
    const started = performance.now();
    const res = await generateStorefrontCare(t.database, p.id, { enquiries: 2000, reviews: 5000, now: NOW });
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(res).toEqual({ enquiries: 2000, reviews: 5000 });
    const broken = await one<{ n: number }>(sql`
      select (select count(*) from enquiries e where e.project_id = ${p.id} and e.customer_id is not null
                and not exists (select 1 from customers c where c.project_id = e.project_id and c.id = e.customer_id))
           + (select count(*) from reviews r where r.project_id = ${p.id} and r.order_id is not null
                and not exists (select 1 from orders o where o.project_id = r.project_id and o.id = r.order_id)) as n`);
    expect(Number(broken.n)).toBe(0);
    const logs = await one<{ n: number }>(sql`select count(*)::int as n from enquiries e where e.project_id = ${p.id}
      and not exists (select 1 from enquiry_logs l where l.project_id = e.project_id and l.enquiry_id = e.id and l.action = 'created')`);
    expect(logs.n).toBe(0);
    const stars = await one<{ five: number; one: number; pending: number; moderatedWithoutWho: number }>(sql`
      select count(*) filter (where rating = 5)::int as five, count(*) filter (where rating = 1)::int as one,
             count(*) filter (where status = 'pending')::int as pending,
             count(*) filter (where status <> 'pending' and moderated_at is null)::int as "moderatedWithoutWho"
        from reviews where project_id = ${p.id}`);
    expect(stars.five).toBeGreaterThan(stars.one * 5);
    expect(stars.pending).toBeGreaterThan(0);
    expect(stars.moderatedWithoutWho).toBe(0);
  });
});
