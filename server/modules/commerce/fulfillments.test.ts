import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import {
  customers,
  fulfillments,
  integrationListings,
  notifications,
  orderEvents,
  orderLines,
  orders,
  projectIntegrations,
} from '../../db/schema/index.ts';
import { seedIntegrationCatalogue } from '../../db/seed/integrations.ts';
import { newId } from '../../lib/ids.ts';
import { ensureStorefront } from './storefront.repo.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
  await seedIntegrationCatalogue(t.db);
});

/** A shop with one order of two lines (3 + 1 units) and a pending fulfillment of the first line's 3 units. */
async function shopWithOrder(opts: { platformId?: string } = {}) {
  const owner = await t.createUser({ firstName: 'Olga', lastName: 'Owner' });
  const member = await t.createUser();
  const p = await t.createProject(owner.id, { name: 'Print Shop', platformId: opts.platformId ?? null });
  await t.addMember(p.id, member.id, 'member');
  const storefront = await ensureStorefront(t.db, p.id);
  const customerId = newId('cus');
  await t.db.insert(customers).values({ projectId: p.id, id: customerId, email: 'buyer@example.com', currency: 'EUR' });
  const orderId = newId('ord');
  await t.db.insert(orders).values({
    projectId: p.id,
    id: orderId,
    number: 1042,
    customerId,
    email: 'buyer@example.com',
    status: 'processing',
    paymentStatus: 'paid',
    currency: 'EUR',
    subtotal: 4000,
    total: 4000,
    itemCount: 4,
  });
  const lineA = newId('oln');
  const lineB = newId('oln');
  await t.db.insert(orderLines).values([
    {
      projectId: p.id,
      id: lineA,
      orderId,
      position: 0,
      productName: 'Tee',
      variantName: 'M',
      sku: 'TEE-M',
      quantity: 3,
      unitPrice: 1000,
      total: 3000,
    },
    { projectId: p.id, id: lineB, orderId, position: 1, productName: 'Mug', sku: 'MUG', quantity: 1, unitPrice: 1000, total: 1000 },
  ]);
  const fulfillmentId = newId('ful');
  await t.db.insert(fulfillments).values({
    projectId: p.id,
    id: fulfillmentId,
    orderId,
    fulfillerName: 'Print Shop',
    items: [{ lineId: lineA, quantity: 3 }],
  });
  const base = `/v1/platform/${storefront.id}/fulfillments/${fulfillmentId}`;
  return {
    owner,
    member,
    project: p,
    storefront,
    orderId,
    lineA,
    lineB,
    fulfillmentId,
    base,
    q: `project=${p.id}`,
    token: await t.tokenFor(member.id),
  };
}

describe('fulfillments', () => {
  it('reads a fulfillment with its items named from the order lines; another project gets 404', async () => {
    const s = await shopWithOrder();
    const other = await shopWithOrder();
    const got = await t.call('GET', `${s.base}?${s.q}`, { token: s.token });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      id: s.fulfillmentId,
      orderId: s.orderId,
      status: 'pending',
      fulfiller: { type: 'self', id: null, name: 'Print Shop' },
      items: [{ lineId: s.lineA, quantity: 3, productName: 'Tee — M', sku: 'TEE-M' }],
    });
    for (const [method, path] of [
      ['GET', s.base],
      ['PATCH', s.base],
      ['GET', `${s.base}/available-fulfillers`],
    ] as const) {
      const body = method === 'PATCH' ? { carrier: 'DHL' } : undefined;
      expect(
        (
          await t.call(method, `${s.base.replace(s.storefront.id, other.storefront.id)}${path.slice(s.base.length)}?${other.q}`, {
            token: other.token,
            body,
          })
        ).status,
      ).toBe(404);
      expect((await t.call(method, `${path}?${s.q}`, { token: other.token, body })).status).toBe(404);
    }
  });

  it('moves forward only, needs a tracking number to ship, updates the order, its timeline and notifies on shipped', async () => {
    const s = await shopWithOrder();
    const patch = (body: unknown) => t.call('PATCH', `${s.base}?${s.q}`, { token: s.token, body });
    const noTracking = await patch({ status: 'shipped' });
    expect(noTracking.status).toBe(422);
    expect(noTracking.body.errors.trackingNumber).toEqual(['Shipping needs a tracking number.']);
    expect((await patch({ status: 'in_production' })).status).toBe(200);
    const back = await patch({ status: 'pending' });
    expect(back.status).toBe(409);
    expect(back.body.code).toBe('FULFILLMENT_TRANSITION_NOT_ALLOWED');
    expect(back.body.message).toBe("The fulfillment of order #1042 is in production: it can't be marked pending.");

    const shipped = await patch({
      status: 'shipped',
      carrier: 'DHL',
      trackingNumber: '00340434161094042557',
      trackingUrl: 'https://dhl.de/t/1',
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({ status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161094042557' });
    expect(shipped.body.shippedAt).toBeTruthy();
    const [order] = await t.db.select().from(orders).where(eq(orders.id, s.orderId));
    expect(order!.fulfillmentStatus).toBe('partial'); // 3 of 4 units shipped
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, s.orderId));
    expect(events.map((e) => e.type)).toEqual(['fulfillment_updated', 'fulfillment_updated']);
    expect(events.find((e) => (e.data as { to?: string }).to === 'shipped')).toMatchObject({ actorType: 'user', actorId: s.member.id });
    const notes = await t.db.select().from(notifications).where(eq(notifications.projectId, s.project.id));
    expect(notes.map((n) => n.userId).sort()).toEqual([s.owner.id, s.member.id].sort());
    expect(notes[0]!.title).toBe('Order #1042 shipped — DHL 00340434…');
    expect(notes[0]!.action).toBe(`/m/orders/${s.orderId}?project=${s.project.id}`);

    expect((await patch({ status: 'delivered' })).status).toBe(200);
    expect((await patch({ status: 'cancelled' })).status).toBe(409);
    expect((await patch({ fulfiller: { type: 'self' } })).status).toBe(200); // no change
  });

  it('rejects a bad body with field errors', async () => {
    const s = await shopWithOrder();
    const patch = (body: unknown) => t.call('PATCH', `${s.base}?${s.q}`, { token: s.token, body });
    for (const [body, field] of [
      [{ status: 'lost' }, 'status'],
      [{ trackingUrl: 'javascript:alert(1)' }, 'trackingUrl'],
      [{ trackingNumber: '' }, 'trackingNumber'],
      [{ unknown: 1 }, 'unknown'],
      [{ fulfiller: { type: 'factory', id: 'prj_nope' } }, 'fulfiller'],
    ] as const) {
      const res = await patch(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors).join(','), JSON.stringify(body)).toContain(field);
    }
  });

  it('lists self, installed fulfilment partners and factories on the same platform; reassigns to one', async () => {
    const platformId = newId('plf');
    const s = await shopWithOrder({ platformId });
    const factoryOwner = await t.createUser();
    const factory = await t.createProject(factoryOwner.id, { name: 'Factory Berlin', platformId });
    const elsewhere = await t.createProject(factoryOwner.id, { name: 'Factory Elsewhere' });
    const codes = (await t.db.select({ code: integrationListings.code }).from(integrationListings)).map((r) => r.code);
    expect(codes).toEqual(expect.arrayContaining(['fulfillments', 'printing-partner', 'warehouse']));
    const now = new Date().toISOString();
    await t.db.insert(projectIntegrations).values([
      { projectId: factory.id, code: 'fulfillments', installedAt: now },
      { projectId: elsewhere.id, code: 'fulfillments', installedAt: now },
      { projectId: s.project.id, code: 'printing-partner', installedAt: now },
      { projectId: s.project.id, code: 'warehouse', installedAt: now },
    ]);
    const res = await t.call('GET', `${s.base}/available-fulfillers?${s.q}`, { token: s.token });
    expect(res.status).toBe(200);
    expect(res.body.fulfillers.map((f: { type: string; id: string | null }) => [f.type, f.id])).toEqual([
      ['self', null],
      ['integration', 'printing-partner'],
      ['factory', factory.id],
    ]);
    const moved = await t.call('PATCH', `${s.base}?${s.q}`, { token: s.token, body: { fulfiller: { type: 'factory', id: factory.id } } });
    expect(moved.status).toBe(200);
    expect(moved.body.fulfiller).toEqual({ type: 'factory', id: factory.id, name: 'Factory Berlin' });
    const [row] = await t.db
      .select()
      .from(fulfillments)
      .where(and(eq(fulfillments.projectId, s.project.id), eq(fulfillments.id, s.fulfillmentId)));
    expect(row!.fulfillerType).toBe('factory');
    const wrong = await t.call('PATCH', `${s.base}?${s.q}`, { token: s.token, body: { fulfiller: { type: 'factory', id: elsewhere.id } } });
    expect(wrong.status).toBe(422);
  });
});
