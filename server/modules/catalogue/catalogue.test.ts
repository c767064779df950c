import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { generateCatalogue } from '../../db/seed/catalogue.ts';
import { gfnStockLevels } from '../../db/schema/index.ts';
import { ledgerSums, recordMovement } from './stock.repo.ts';

let t: TestServer;
let projectId: string;
let otherProjectId: string;
let ownerToken: string;
let otherToken: string;
let memberToken: string;
const factories = [
  { id: 'prj_factory_a', name: 'Factory Alpha' },
  { id: 'prj_factory_b', name: 'Factory Beta' },
];

beforeAll(async () => {
  t = await setupTestServer();
  const owner = await t.createUser();
  const member = await t.createUser();
  const other = await t.createUser();
  projectId = (await t.createProject(owner.id)).id;
  await t.addMember(projectId, member.id, 'member');
  otherProjectId = (await t.createProject(other.id)).id;
  ownerToken = await t.tokenFor(owner.id);
  memberToken = await t.tokenFor(member.id);
  otherToken = await t.tokenFor(other.id);
  await generateCatalogue(t.database, projectId, { products: 30, factories, months: 3, fulfillmentsPerMonth: 8, seed: 7 });
  await generateCatalogue(t.database, otherProjectId, { products: 5, factories, months: 1, fulfillmentsPerMonth: 2, seed: 8 });
});

const get = (path: string, token = ownerToken) => t.call('GET', path, { token });

describe('catalogue products and variants', () => {
  it('lists products by title with paging, no duplicates across pages', async () => {
    const seen: string[] = [];
    let token: string | null = null;
    do {
      const res = await get(`/v1/gfn/catalog/products?project=${projectId}&pageSize=7${token ? `&pageToken=${token}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.products.map((p: { id: string }) => p.id));
      token = res.body.nextPageToken;
      expect(res.body.products[0]).not.toHaveProperty('variants');
    } while (token);
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
  });

  it('answers only the fields asked for; an unknown field is a 422 naming it', async () => {
    const res = await get(`/v1/gfn/catalog/products?project=${projectId}&fields=title,baseCost&pageSize=3`);
    expect(res.status).toBe(200);
    for (const p of res.body.products) expect(Object.keys(p).sort()).toEqual(['baseCost', 'id', 'title']);
    const bad = await get(`/v1/gfn/catalog/products?project=${projectId}&fields=title,price`);
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body.errors.fields)).toContain('price');
    const badOne = await get(`/v1/gfn/catalog/products/${res.body.products[0].id}?project=${projectId}&fields=nope`);
    expect(badOne.status).toBe(422);
  });

  it('gets a product with its variants; a sparse product without them', async () => {
    const first = (await get(`/v1/gfn/catalog/products?project=${projectId}&pageSize=1`)).body.products[0];
    const full = await get(`/v1/gfn/catalog/products/${first.id}?project=${projectId}`);
    expect(full.status).toBe(200);
    expect(full.body.variants.length).toBe(full.body.variantCount);
    expect(full.body.variants[0]).toMatchObject({ productId: first.id, currency: 'EUR' });
    expect(Number.isInteger(full.body.variants[0].cost)).toBe(true);
    const sparse = await get(`/v1/gfn/catalog/products/${first.id}?project=${projectId}&fields=title`);
    expect(sparse.body).toEqual({ id: first.id, title: first.title });
    const variant = await get(`/v1/gfn/catalog/variants/${full.body.variants[0].id}?project=${projectId}`);
    expect(variant.status).toBe(200);
    expect(variant.body.sku).toBe(full.body.variants[0].sku);
    const ofProduct = await get(`/v1/gfn/catalog/variants?project=${projectId}&productId=${first.id}&pageSize=100`);
    expect(ofProduct.body.variants).toHaveLength(full.body.variantCount);
  });

  it('searches full-text with ranking and prefixes; title matches rank above description matches', async () => {
    const all = (await get(`/v1/gfn/catalog/products?project=${projectId}&pageSize=100&fields=title,category`)).body.products;
    const word = all[0].title.split(' ')[0] as string;
    const res = await get(
      `/v1/gfn/catalog/products?project=${projectId}&search=${word.slice(0, 4).toLowerCase()}&pageSize=100&fields=title`,
    );
    expect(res.status).toBe(200);
    const expected = all.filter((p: { title: string }) =>
      p.title
        .toLowerCase()
        .split(' ')
        .some((w: string) => w.startsWith(word.slice(0, 4).toLowerCase())),
    );
    expect(res.body.products.length).toBeGreaterThanOrEqual(expected.length);
    expect(res.body.products[0].title.toLowerCase()).toContain(word.slice(0, 4).toLowerCase());
    const none = await get(`/v1/gfn/catalog/products?project=${projectId}&search=zzzzqqq`);
    expect(none.body.products).toEqual([]);
    const sticker = await get(`/v1/gfn/catalog/products?project=${projectId}&category=stickers&pageSize=100&fields=category,quantityStep`);
    expect(sticker.body.products.length).toBeGreaterThan(0);
    for (const p of sticker.body.products) {
      expect(p.category).toBe('stickers');
      expect(p.quantityStep).toBeGreaterThan(0);
    }
  });

  it('answers 404 for another project (its member and its ids), 422 for bad paging', async () => {
    const mine = (await get(`/v1/gfn/catalog/products?project=${projectId}&pageSize=1`)).body.products[0];
    expect((await get(`/v1/gfn/catalog/products?project=${projectId}`, otherToken)).status).toBe(404);
    expect((await get(`/v1/gfn/catalog/products/${mine.id}?project=${otherProjectId}`, otherToken)).status).toBe(404);
    expect((await get(`/v1/gfn/catalog/stock?project=${projectId}`, otherToken)).status).toBe(404);
    expect((await get(`/v1/gfn/catalog/products?project=${projectId}&pageSize=0`)).status).toBe(422);
    expect((await get(`/v1/gfn/catalog/products?project=${projectId}&pageToken=forged.token`)).status).toBe(422);
    expect((await get(`/v1/gfn/catalog/variants/nope?project=${projectId}`)).body.code).toBe('GFN_VARIANT_NOT_FOUND');
    expect((await get(`/v1/gfn/catalog/products?project=${projectId}`, memberToken)).status).toBe(200);
  });
});

describe('stock', () => {
  it('lists stock per factory, filtered by fulfillmentProjects; levels equal the sums of the ledger', async () => {
    const both = await get(`/v1/gfn/catalog/stock?project=${projectId}&pageSize=100`);
    expect(both.status).toBe(200);
    const onlyA = await get(`/v1/gfn/catalog/stock?project=${projectId}&pageSize=100&fulfillmentProjects=prj_factory_a`);
    expect(onlyA.body.stock.every((s: { fulfillmentProjectId: string }) => s.fulfillmentProjectId === 'prj_factory_a')).toBe(true);
    const level = both.body.stock[0];
    expect(level.available).toBe(level.onHand - level.reserved);
    const one = await get(`/v1/gfn/catalog/stock/${level.variantId}?project=${projectId}`);
    expect(one.status).toBe(200);
    expect(one.body.onHand).toBe(one.body.fulfillmentProjects.reduce((s: number, l: { onHand: number }) => s + l.onHand, 0));
    const sums = await ledgerSums(t.db, projectId, level.variantId);
    for (const l of one.body.fulfillmentProjects) {
      const s = sums.find((x) => x.fulfillmentProjectId === l.fulfillmentProjectId)!;
      expect([s.onHand, s.reserved]).toEqual([l.onHand, l.reserved]);
    }
    // Every level of the project equals its ledger.
    const drift = await t.db.execute(sql`
      select count(*)::int as n from gfn_stock_levels l
      left join (select variant_id, fulfillment_project_id, sum(on_hand_delta) o, sum(reserved_delta) r from gfn_stock_movements
                 where project_id = ${projectId} group by 1, 2) m using (variant_id, fulfillment_project_id)
      where l.project_id = ${projectId} and (coalesce(m.o, 0) <> l.on_hand or coalesce(m.r, 0) <> l.reserved)`);
    expect(drift.rows[0]).toEqual({ n: 0 });
    const bFilter = await get(`/v1/gfn/catalog/stock/${level.variantId}?project=${projectId}&fulfillmentProjects=prj_factory_b`);
    expect(
      bFilter.body.fulfillmentProjects.every((l: { fulfillmentProjectId: string }) => l.fulfillmentProjectId === 'prj_factory_b'),
    ).toBe(true);
    expect((await get(`/v1/gfn/catalog/stock?project=${projectId}&fulfillmentProjects=${'x,'.repeat(60)}`)).status).toBe(422);
  });

  it('never goes negative under concurrent reservations (each reservation locks its level row)', async () => {
    const variant = (await get(`/v1/gfn/catalog/variants?project=${projectId}&pageSize=1`)).body.variants[0];
    await recordMovement(t.db, projectId, {
      variantId: variant.id,
      fulfillmentProjectId: 'prj_factory_c',
      fulfillmentProjectName: 'Factory C',
      kind: 'received',
      quantity: 10,
    });
    // 25 parallel reservations of 1 on a pool of 10 connections: exactly 10 succeed, 15 get INSUFFICIENT_STOCK.
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, (_, i) =>
        recordMovement(t.db, projectId, {
          variantId: variant.id,
          fulfillmentProjectId: 'prj_factory_c',
          kind: 'reserved',
          quantity: 1,
          reference: `order ${i}`,
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(15);
    for (const r of refused) expect(r.reason.code).toBe('INSUFFICIENT_STOCK');
    const stock = await get(`/v1/gfn/catalog/stock/${variant.id}?project=${projectId}&fulfillmentProjects=prj_factory_c`);
    expect(stock.body).toMatchObject({ onHand: 10, reserved: 10, available: 0 });
    const sums = await ledgerSums(t.db, projectId, variant.id);
    expect(sums.find((s) => s.fulfillmentProjectId === 'prj_factory_c')).toEqual({
      fulfillmentProjectId: 'prj_factory_c',
      onHand: 10,
      reserved: 10,
    });
    // Shipping takes from both; releasing frees stock; more than reserved is refused and writes nothing.
    await recordMovement(t.db, projectId, { variantId: variant.id, fulfillmentProjectId: 'prj_factory_c', kind: 'shipped', quantity: 4 });
    await recordMovement(t.db, projectId, { variantId: variant.id, fulfillmentProjectId: 'prj_factory_c', kind: 'released', quantity: 2 });
    await expect(
      recordMovement(t.db, projectId, { variantId: variant.id, fulfillmentProjectId: 'prj_factory_c', kind: 'released', quantity: 5 }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_STOCK' });
    const after = await get(`/v1/gfn/catalog/stock/${variant.id}?project=${projectId}&fulfillmentProjects=prj_factory_c`);
    expect(after.body).toMatchObject({ onHand: 6, reserved: 4, available: 2 });
    expect(after.body.movements[0].kind).toBe('released');
  });

  it('keeps the ledger append-only', async () => {
    const refusal = (q: Promise<unknown>) =>
      q.then(
        () => 'accepted',
        (e: Error & { cause?: Error }) => String(e.cause?.message ?? e.message),
      );
    expect(await refusal(t.db.execute(sql`update gfn_stock_movements set on_hand_delta = 1000 where project_id = ${projectId}`))).toMatch(
      /append-only/,
    );
    expect(await refusal(t.db.execute(sql`delete from gfn_stock_movements where project_id = ${projectId}`))).toMatch(/append-only/);
    await expect(t.db.update(gfnStockLevels).set({ reserved: -1 }).where(sql`project_id = ${projectId}`)).rejects.toThrow();
  });
});

describe('list parameters', () => {
  it('takes fields and fulfillmentProjects comma-separated or repeated', async () => {
    const repeated = await get(`/v1/gfn/catalog/products?project=${projectId}&fields=title&fields=category&pageSize=2`);
    expect(repeated.status).toBe(200);
    for (const p of repeated.body.products) expect(Object.keys(p).sort()).toEqual(['category', 'id', 'title']);
    const badRepeated = await get(`/v1/gfn/catalog/products?project=${projectId}&fields=title&fields=colour`);
    expect(badRepeated.status).toBe(422);
    const both = await get(
      `/v1/gfn/catalog/stock?project=${projectId}&fulfillmentProjects=prj_factory_a&fulfillmentProjects=prj_factory_b&pageSize=100`,
    );
    expect(both.status).toBe(200);
    const factories = new Set(both.body.stock.map((s: { fulfillmentProjectId: string }) => s.fulfillmentProjectId));
    expect([...factories].sort()).toEqual(['prj_factory_a', 'prj_factory_b']);
  });
});
