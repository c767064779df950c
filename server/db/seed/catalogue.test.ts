import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '../../../tests/setup/server.ts';
import { generateCatalogue } from './catalogue.ts';

const t = await setupTestServer();

describe('catalogue demo data', () => {
  it('writes a few hundred products with thousands of variants, stock at two factories as a ledger, a year of statements, fast', async () => {
    const owner = await t.createUser();
    const project = await t.createProject(owner.id);
    const started = performance.now();
    const counts = await generateCatalogue(t.database, project.id, {
      products: 300,
      factories: [
        { id: 'prj_fa', name: 'Factory A' },
        { id: 'prj_fb', name: 'Factory B' },
      ],
      fulfillmentsPerMonth: 60,
      seed: 1,
    });
    const ms = performance.now() - started;
    expect(counts.products).toBe(300);
    expect(counts.variants).toBeGreaterThan(2000);
    expect(counts.statements).toBe(24);
    expect(ms).toBeLessThan(20_000);
    const one = async <T>(q: ReturnType<typeof sql>) => (await t.db.execute(q)).rows[0] as T;
    // Levels are the ledger's sums, never negative; both factories hold stock.
    expect(
      await one(sql`select count(*)::int as n from gfn_stock_levels l
        left join (select variant_id, fulfillment_project_id, sum(on_hand_delta) o, sum(reserved_delta) r from gfn_stock_movements
                   where project_id = ${project.id} group by 1, 2) m using (variant_id, fulfillment_project_id)
        where l.project_id = ${project.id} and (coalesce(m.o, 0) <> l.on_hand or coalesce(m.r, 0) <> l.reserved)`),
    ).toEqual({ n: 0 });
    expect(
      await one(sql`select count(distinct fulfillment_project_id)::int as n from gfn_stock_levels where project_id = ${project.id}`),
    ).toEqual({
      n: 2,
    });
    // Statement aggregates were computed from what was written.
    expect(
      await one(sql`select count(*)::int as n from gfn_statements s where project_id = ${project.id} and (
        total <> (select coalesce(sum(amount), 0) from gfn_transactions x where x.project_id = s.project_id and x.statement_id = s.id) or
        fulfillment_count <> (select count(*) from gfn_fulfillments f where f.project_id = s.project_id and f.statement_id = s.id))`),
    ).toEqual({ n: 0 });
    // Pack products have a step; their stock arrives in whole packs.
    expect(
      await one(
        sql`select count(*)::int as n from gfn_products where project_id = ${project.id} and category = 'packaging' and quantity_step is null`,
      ),
    ).toEqual({ n: 0 });
    console.log(`catalogue demo data: ${JSON.stringify(counts)} in ${Math.round(ms)} ms`);
  });

  it('is deterministic for a seed', async () => {
    const owner = await t.createUser();
    const a = await t.createProject(owner.id);
    const b = await t.createProject(owner.id);
    const factories = [{ id: 'prj_fa', name: 'Factory A' }];
    const opts = { products: 20, factories, months: 2, fulfillmentsPerMonth: 5, seed: 9, now: Date.UTC(2026, 10, 1) };
    await generateCatalogue(t.database, a.id, opts);
    await generateCatalogue(t.database, b.id, opts);
    const shape = async (p: string) =>
      (
        await t.db.execute(
          sql`select title, category, base_cost, variant_count from gfn_products where project_id = ${p} order by title, base_cost`,
        )
      ).rows;
    expect(await shape(a.id)).toEqual(await shape(b.id));
  });
});
