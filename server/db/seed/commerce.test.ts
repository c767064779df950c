import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { configureDemoStorefront, dayWeight, generateCommerce } from './commerce.ts';
import { rng } from './generate.ts';
import { orderTimes } from './commerce.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

const one = async <T>(q: ReturnType<typeof sql>) => (await t.db.execute(q)).rows[0] as T;
const NOW = Date.UTC(2026, 10, 23, 10, 0, 0);

describe('commerce demo generator', () => {
  it('writes orders, customers, lines, payments, events and fulfillments whose aggregates add up', async () => {
    const owner = await t.createUser();
    const p = await t.createProject(owner.id, { name: 'Gen Shop' });
    await configureDemoStorefront(t.database, p.id);
    const res = await generateCommerce(t.database, p.id, { orders: 3000, now: NOW, seed: 7 });
    expect(res.orders).toBe(3000);
    expect(res.customers).toBe(600);
    expect(res.lines).toBeGreaterThan(3000 * 1.5);
    expect(res.lines).toBeLessThan(3000 * 2.6);

    // Aggregates recomputed from the orders and payments equal the stored ones, for every customer.
    const mismatch = await one<{ n: number }>(sql`
      select count(*)::int as n from customers c
      left join (select customer_id, count(*) as orders, count(*) filter (where status = 'refunded') as refunded,
                        min(created_at) as first, max(created_at) as last
                   from orders where project_id = ${p.id} group by customer_id) o on o.customer_id = c.id
      left join (select o.customer_id, sum(case when kind = 'charge' then amount else -amount end) as value
                   from order_payments pay join orders o on o.project_id = pay.project_id and o.id = pay.order_id
                  where pay.project_id = ${p.id} and pay.status = 'succeeded' group by o.customer_id) v on v.customer_id = c.id
      where c.project_id = ${p.id} and (c.total_order_count <> coalesce(o.orders, 0) or c.refunded_order_count <> coalesce(o.refunded, 0)
        or c.lifetime_value <> coalesce(v.value, 0) or c.first_purchased_at is distinct from o.first or c.last_purchased_at is distinct from o.last)`);
    expect(mismatch.n).toBe(0);
    // lifetimeValue = paid − refunded also from the orders' own totals.
    const ltv = await one<{ a: string; b: string }>(sql`
      select (select sum(lifetime_value) from customers where project_id = ${p.id})::text as a,
             (select sum(total) from orders where project_id = ${p.id} and status in ('paid', 'processing', 'complete'))::text as b`);
    expect(ltv.a).toBe(ltv.b);

    // Statuses follow age: old orders are complete (or refunded, or a rare abandoned one); recent ones are in flight.
    const old = await one<{ total: number; complete: number; refunded: number; open: number }>(sql`
      select count(*)::int as total, count(*) filter (where status = 'complete')::int as complete,
             count(*) filter (where status = 'refunded')::int as refunded,
             count(*) filter (where status in ('paid', 'processing'))::int as open
        from orders where project_id = ${p.id} and created_at < ${new Date(NOW - 45 * 86_400_000).toISOString()}`);
    expect(old.open).toBe(0);
    expect(old.complete / old.total).toBeGreaterThan(0.95);
    expect(old.refunded / old.total).toBeGreaterThan(0.01);
    expect(old.refunded / old.total).toBeLessThan(0.06);
    const recent = await one<{ complete: number; total: number }>(sql`
      select count(*)::int as total, count(*) filter (where status = 'complete')::int as complete
        from orders where project_id = ${p.id} and created_at > ${new Date(NOW - 86_400_000).toISOString()}`);
    expect(recent.total).toBeGreaterThan(0);
    expect(recent.complete).toBe(0);

    // Every order has a 'created' event and one status_changed per step; complete orders have shipped parcels with tracking.
    const events = await one<{ missing: number }>(sql`
      select count(*)::int as missing from orders o where o.project_id = ${p.id} and not exists
        (select 1 from order_events e where e.project_id = o.project_id and e.order_id = o.id and e.type = 'created')`);
    expect(events.missing).toBe(0);
    const steps = await one<{ bad: number }>(sql`
      select count(*)::int as bad from orders o where o.project_id = ${p.id} and o.status = 'complete' and
        (select count(*) from order_events e where e.project_id = o.project_id and e.order_id = o.id and e.type = 'status_changed') <> 3`);
    expect(steps.bad).toBe(0);
    const parcels = await one<{ bad: number; partial: number; factory: number }>(sql`
      select count(*) filter (where o.status = 'complete' and (f.status not in ('shipped', 'delivered') or f.tracking_number is null or f.carrier is null))::int as bad,
             count(distinct o.id) filter (where o.fulfillment_status = 'partial')::int as partial,
             count(*) filter (where f.fulfiller_type <> 'self')::int as factory
        from orders o join fulfillments f on f.project_id = o.project_id and f.order_id = o.id where o.project_id = ${p.id}`);
    expect(parcels.bad).toBe(0);
    // Lines all covered by fulfillments of complete orders.
    const uncovered = await one<{ n: number }>(sql`
      select count(*)::int as n from order_lines l join orders o on o.project_id = l.project_id and o.id = l.order_id
       where l.project_id = ${p.id} and o.status = 'complete' and not exists (
         select 1 from fulfillments f, jsonb_array_elements(f.items) i
          where f.project_id = l.project_id and f.order_id = l.order_id and i->>'lineId' = l.id and (i->>'quantity')::int = l.quantity)`);
    expect(uncovered.n).toBe(0);
    // Order totals add up from their lines.
    const totals = await one<{ bad: number }>(sql`
      select count(*)::int as bad from orders o where o.project_id = ${p.id} and o.subtotal <>
        (select sum(total) from order_lines l where l.project_id = o.project_id and l.order_id = o.id)
        or o.total <> o.subtotal - o.discount_total + o.shipping_total`);
    expect(totals.bad).toBe(0);
    // No orphans (the generator loads with foreign-key triggers off).
    const orphans = await one<{ n: number }>(sql`
      select ((select count(*) from orders o where o.project_id = ${p.id} and not exists (select 1 from customers c where c.project_id = o.project_id and c.id = o.customer_id))
        + (select count(*) from order_lines x where x.project_id = ${p.id} and not exists (select 1 from orders o where o.project_id = x.project_id and o.id = x.order_id))
        + (select count(*) from order_events x where x.project_id = ${p.id} and not exists (select 1 from orders o where o.project_id = x.project_id and o.id = x.order_id))
        + (select count(*) from order_payments x where x.project_id = ${p.id} and not exists (select 1 from orders o where o.project_id = x.project_id and o.id = x.order_id))
        + (select count(*) from fulfillments x where x.project_id = ${p.id} and not exists (select 1 from orders o where o.project_id = x.project_id and o.id = x.order_id)))::int as n`);
    expect(orphans.n).toBe(0);
    // Numbers are a run from the storefront's counter.
    const numbers = await one<{ min: number; max: number; next: number }>(sql`
      select min(number) as min, max(number) as max, (select next_order_number from storefronts where project_id = ${p.id}) as next
        from orders where project_id = ${p.id}`);
    expect([numbers.min, numbers.max, numbers.next]).toEqual([1001, 4000, 4001]);

    // A second run appends (the bench's `--orders`): new emails, numbers continue.
    await generateCommerce(t.database, p.id, { orders: 200, now: NOW, seed: 7 });
    const after = await one<{ n: number; max: number }>(
      sql`select count(*)::int as n, max(number) as max from orders where project_id = ${p.id}`,
    );
    expect(after).toEqual({ n: 3200, max: 4200 });
  });

  it('is seasonal: Black Friday and December beat a June week; weekly and growth shape the days', () => {
    const june = Date.UTC(2026, 5, 10);
    const bf = Date.UTC(2026, 10, 27);
    expect(dayWeight(bf, 0.9) / dayWeight(june, 0.9)).toBeGreaterThan(3);
    expect(dayWeight(Date.UTC(2026, 11, 8), 0.9)).toBeGreaterThan(dayWeight(Date.UTC(2026, 5, 9), 0.9) * 1.5);
    expect(dayWeight(june, 0.9)).toBeGreaterThan(dayWeight(june, 0.1));
    const times = orderTimes(rng(1), 20_000, 730, NOW);
    expect(times).toHaveLength(20_000);
    expect(times.every((x, i) => i === 0 || x >= times[i - 1]!)).toBe(true);
    expect(times.at(-1)!).toBeLessThan(NOW);
    const inYear = (y: number) => times.filter((x) => new Date(x).getUTCFullYear() === y).length;
    expect(inYear(2026)).toBeGreaterThan(inYear(2025) * 0.85); // growth (2026 is not over yet)
  });
});
