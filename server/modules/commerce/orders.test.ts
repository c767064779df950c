import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../../tests/setup/query-count.ts';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { jobs, notifications, orders } from '../../db/schema/index.ts';
import { orderBody, shop } from './orders.test.support.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

describe('orders: create, list, detail', () => {
  it('an API key creates an order; members see it in the list and in detail', async () => {
    const s = await shop(t);
    const created = await s.createOrder();
    expect(created.status).toBe(201);
    const o = created.body;
    expect(o).toMatchObject({
      number: 1001,
      name: '#1001',
      status: 'new',
      paymentStatus: 'pending',
      fulfillmentStatus: 'unfulfilled',
      currency: 'EUR',
      subtotal: 4000,
      discountTotal: 0,
      shippingTotal: 500,
      taxTotal: 0,
      total: 4500,
      itemCount: 3,
      source: 'api',
      customerName: 'Anna Berg',
      allowedTransitions: ['paid'],
      shippingAddress: { city: 'Berlin', country: 'DE' },
      billingAddress: { city: 'Berlin' },
    });
    expect(o.lines).toHaveLength(2);
    expect(o.lines[1]).toMatchObject({ productName: 'Frame', variantName: 'Oak', total: 1000, discount: 200 });
    expect(o.customer).toMatchObject({ email: 'anna@example.com', country: 'DE', totalOrderCount: 1, lifetimeValue: 0 });
    expect(o.timeline[0]).toMatchObject({ type: 'created', actor: { type: 'apiKey' } });
    const member = await t.createUser();
    await t.addMember(s.project.id, member.id, 'member');
    const mTok = await t.tokenFor(member.id);
    const list = await t.call('GET', `${s.base}?${s.q}`, { token: mTok });
    expect(list.status).toBe(200);
    expect(list.body.orders.map((x: { id: string }) => x.id)).toEqual([o.id]);
    expect(list.body.orders[0]).toMatchObject({ name: '#1001', total: 4500, customerName: 'Anna Berg' });
    const detail = await t.call('GET', `${s.base}/${o.id}?${s.q}`, { token: mTok });
    expect(detail.status).toBe(200);
    expect(detail.body).toEqual(o);
    // Members do not create orders (admins, owners and keys given the permission do).
    const denied = await t.call('POST', `${s.base}?${s.q}`, { token: mTok, headers: { 'idempotency-key': 'm1' }, body: orderBody() });
    expect(denied.status).toBe(403);
    expect(denied.body.permission).toBe('platform.orders.create');
  });

  it('computes totals: tax added when prices exclude it, not when they include it; paid orders start paid', async () => {
    const s = await shop(t);
    const lines = [{ productName: 'Mug', quantity: 3, unitPrice: 1000, discount: 500, tax: 475 }];
    const included = await s.createOrder({ lines, shippingTotal: 0, discountTotal: 100 });
    expect(included.body).toMatchObject({ subtotal: 2500, taxTotal: 475, discountTotal: 100, total: 2400 });
    await t.call('PATCH', `/v1/platform?${s.q}`, { token: s.token, body: { taxIncluded: false } });
    const excluded = await s.createOrder({ lines, shippingTotal: 300, paid: true });
    expect(excluded.body).toMatchObject({
      subtotal: 2500,
      taxTotal: 475,
      total: 3275,
      status: 'paid',
      paymentStatus: 'paid',
      allowedTransitions: ['processing', 'refunded'],
    });
    expect(excluded.body.paidAt).not.toBeNull();
    expect(excluded.body.payments).toMatchObject([{ kind: 'charge', status: 'succeeded', amount: 3275, currency: 'EUR' }]);
    expect(excluded.body.customer).toMatchObject({ totalOrderCount: 2, lifetimeValue: 3275 });
  });

  it('bad input is 422 with field errors', async () => {
    const s = await shop(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ lines: [] }, 'lines'],
      [{ currency: 'USD' }, 'currency'],
      [{ currency: 'euro' }, 'currency'],
      [{ customer: { email: 'not-an-email' } }, 'customer.email'],
      [{ lines: [{ productName: 'X', quantity: 0, unitPrice: 100 }] }, 'lines.0.quantity'],
      [{ lines: [{ productName: 'X', quantity: 1, unitPrice: 10.5 }] }, 'lines.0.unitPrice'],
      [{ lines: [{ productName: 'X', quantity: 1, unitPrice: 100, discount: 101 }] }, 'lines.0.discount'],
      [{ discountTotal: 999_999 }, 'discountTotal'],
      [{ shippingAddress: { name: 'A', line1: 'B', city: 'C', postalCode: '1', country: 'Germany' } }, 'shippingAddress.country'],
      [{ extra: true }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const res = await s.createOrder(body);
      expect(res.status, field).toBe(422);
      expect(Object.keys(res.body.errors), field).toContain(field);
    }
    const noKey = await t.call('POST', `${s.base}?${s.q}`, { headers: { authorization: s.key }, body: orderBody() });
    expect(noKey.status).toBe(422);
    expect(Object.keys(noKey.body.errors)).toEqual(['idempotency-key']);
    // Nothing was written by the refused requests.
    expect(await t.db.$count(orders, eq(orders.projectId, s.project.id))).toBe(0);
  });

  it('Idempotency-Key: a retry answers the first order (200, Idempotent-Replayed), another body 409', async () => {
    const s = await shop(t);
    const first = await s.createOrder({}, 'checkout-42');
    expect(first.status).toBe(201);
    const again = await s.createOrder({}, 'checkout-42');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    const reordered = await t.call('POST', `${s.base}?${s.q}`, {
      headers: { authorization: s.key, 'idempotency-key': 'checkout-42' },
      body: Object.fromEntries(Object.entries(orderBody()).reverse()),
    });
    expect(reordered.status).toBe(200);
    const other = await s.createOrder({ note: 'different' }, 'checkout-42');
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await t.db.$count(orders, eq(orders.projectId, s.project.id))).toBe(1);
  });

  it('concurrent requests with one key make exactly one order; with different keys, one each', async () => {
    const s = await shop(t);
    const same = await Promise.all(Array.from({ length: 8 }, () => s.createOrder({}, 'burst')));
    expect(same.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(same.map((r) => r.body.id)).size).toBe(1);
    const distinct = await Promise.all(Array.from({ length: 5 }, (_, i) => s.createOrder({}, `distinct-${i}`)));
    expect(distinct.every((r) => r.status === 201)).toBe(true);
    const numbers = distinct.map((r) => r.body.number).sort();
    expect(new Set(numbers).size).toBe(5);
    expect(await t.db.$count(orders, eq(orders.projectId, s.project.id))).toBe(6);
    const list = await t.call('GET', `${s.base}?${s.q}&pageSize=100`, { token: s.token });
    const customer = list.body.orders[0].customerId;
    const detail = await t.call('GET', `${s.base}/${list.body.orders[0].id}?${s.q}`, { token: s.token });
    expect(detail.body.customer).toMatchObject({ id: customer, totalOrderCount: 6 });
  });

  it("each new order notifies the project's members, in the order's transaction, with a push queued", async () => {
    const s = await shop(t);
    const member = await t.createUser();
    await t.addMember(s.project.id, member.id, 'member');
    const o = (await s.createOrder({ lines: [{ productName: 'Print', quantity: 1, unitPrice: 4200 }], shippingTotal: 0 })).body;
    const rows = await t.db.select().from(notifications).where(eq(notifications.projectId, s.project.id));
    expect(rows.map((r) => r.userId).sort()).toEqual([s.owner.id, member.id].sort());
    for (const r of rows) {
      expect(r.title).toBe(`New order #1001 — €42.00`);
      expect(r.action).toBe(`/m/orders/${o.id}?project=${s.project.id}`);
    }
    const pushes = await t.db.select().from(jobs).where(eq(jobs.queue, 'push'));
    const ids = new Set(rows.map((r) => r.id));
    expect(pushes.filter((j) => ids.has((j.payload as { notificationId: string }).notificationId))).toHaveLength(2);
  });

  it('lists with every filter, newest first, a page at a time', async () => {
    const s = await shop(t);
    const a = (await s.createOrder({ customer: { email: 'zoe.quinn@example.com', firstName: 'Zoë', lastName: 'Quinn' } })).body;
    const b = (await s.createOrder({ paid: true })).body;
    const c = (await s.createOrder({ customer: { email: 'mark@shop.test', firstName: 'Mark', lastName: 'Ode' } })).body;
    const ids = async (qs: string) => {
      const res = await t.call('GET', `${s.base}?${s.q}&${qs}`, { token: s.token });
      expect(res.status, qs).toBe(200);
      return res.body.orders.map((o: { id: string }) => o.id);
    };
    expect(await ids('')).toEqual([c.id, b.id, a.id]);
    expect(await ids('status=paid')).toEqual([b.id]);
    expect(await ids('status=new')).toEqual([c.id, a.id]);
    expect(await ids(`customerId=${a.customerId}`)).toEqual([a.id]);
    expect(await ids(`search=${encodeURIComponent('#1002')}`)).toEqual([b.id]);
    expect(await ids('search=1003')).toEqual([c.id]);
    expect(await ids('search=zo')).toEqual([a.id]);
    expect(await ids('search=quinn')).toEqual([a.id]);
    expect(await ids('search=mark%40shop.test')).toEqual([c.id]);
    expect(await ids('search=shop.test')).toEqual([c.id]);
    expect(await ids(`search=${encodeURIComponent("'); drop table orders; --")}`)).toEqual([]);
    expect(await ids('search=%25%25')).toEqual([]);
    expect(await ids(`start=${encodeURIComponent(b.createdAt)}`)).toEqual([c.id, b.id]);
    expect(await ids(`end=${encodeURIComponent(b.createdAt)}`)).toEqual([a.id]);
    // Touch the oldest: by update date it comes first.
    await t.call('PATCH', `${s.base}/${a.id}?${s.q}`, { token: s.token, body: { note: 'gift wrap' } });
    expect(await ids('dateFilterType=updated')).toEqual([a.id, c.id, b.id]);
    expect(await ids(`dateFilterType=updated&start=${encodeURIComponent(c.updatedAt)}`)).toEqual([a.id, c.id]);
    const p1 = await t.call('GET', `${s.base}?${s.q}&pageSize=2`, { token: s.token });
    expect(p1.body.orders.map((o: { id: string }) => o.id)).toEqual([c.id, b.id]);
    const p2 = await t.call('GET', `${s.base}?${s.q}&pageSize=2&pageToken=${encodeURIComponent(p1.body.nextPageToken)}`, {
      token: s.token,
    });
    expect(p2.body.orders.map((o: { id: string }) => o.id)).toEqual([a.id]);
    expect(p2.body.nextPageToken).toBeNull();
  });

  it('a page of the list is one prepared query (access from the cache; the storefront check rides in it)', async () => {
    const s = await shop(t);
    await s.createOrder();
    await s.createOrder({ paid: true });
    const list = (qs: string) => t.call('GET', `${s.base}?${s.q}&${qs}`, { token: s.token });
    await list('status=paid'); // the first call prepares the statement on its connection
    const { result, queries } = await countQueries(() => list('status=paid'));
    expect(result.body.orders).toHaveLength(1);
    expect(queries).toBe(1); // the member's access is cached (server/lib/auth/access-cache.ts)
    // An empty page cannot prove the storefront is the project's: one more query, and still a 404 for another's.
    const empty = await countQueries(() => list('status=refunded'));
    expect(empty.result.body.orders).toEqual([]);
    expect(empty.queries).toBe(2);
    const other = await shop(t);
    const foreign = await t.call('GET', `/v1/platform/${other.platform.id}/orders?${s.q}`, { token: s.token });
    expect(foreign.status).toBe(404);
  });

  it('bad filters are 422 with field errors, never 5xx', async () => {
    const s = await shop(t);
    const cases: [string, string][] = [
      ['start=yesterday', 'start'],
      ['end=2026-13-01T00:00:00Z', 'end'],
      ['start=2026-02-01T00:00:00Z&end=2026-01-01T00:00:00Z', 'end'],
      ['dateFilterType=shipped', 'dateFilterType'],
      ['status=lost', 'status'],
      ['pageSize=0', 'pageSize'],
      ['pageToken=garbage', 'pageToken'],
      [`search=${'x'.repeat(201)}`, 'search'],
    ];
    for (const [qs, field] of cases) {
      const res = await t.call('GET', `${s.base}?${s.q}&${qs}`, { token: s.token });
      expect(res.status, qs).toBe(422);
      expect(Object.keys(res.body.errors), qs).toContain(field);
    }
  });

  it('another project is 404 on every call: its platform id, its order ids', async () => {
    const victim = await shop(t);
    const o = (await victim.createOrder()).body;
    const intruder = await shop(t);
    const tok = { token: intruder.token };
    // Their own project in the query, the victim's platform in the path.
    const theirs = `/v1/platform/${victim.platform.id}/orders`;
    const calls: [string, string, unknown?][] = [
      ['GET', `${theirs}?${intruder.q}`],
      ['GET', `${theirs}/summary?${intruder.q}&start=2026-01-01T00:00:00Z`],
      ['GET', `${theirs}/export?${intruder.q}&start=2026-01-01T00:00:00Z`],
      ['GET', `${theirs}/${o.id}?${intruder.q}`],
      ['PATCH', `${theirs}/${o.id}?${intruder.q}`, { note: 'x' }],
      ['POST', `${theirs}/bulk-status?${intruder.q}`, { orderIds: [o.id], status: 'paid' }],
      ['GET', `${theirs}/${o.id}/receipt?${intruder.q}`],
      ['POST', `${theirs}/${o.id}/receipt/send?${intruder.q}`, {}],
      ['POST', `${theirs}/${o.id}/retryPlatformPayment?${intruder.q}`],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.call(method, url, { ...tok, body });
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.code).toBe('PLATFORM_NOT_FOUND');
    }
    const created = await t.call('POST', `${theirs}?${intruder.q}`, {
      headers: { authorization: intruder.key, 'idempotency-key': 'x' },
      body: orderBody(),
    });
    expect(created.status).toBe(404);
    // Their own platform, the victim's order id.
    const mine = `${intruder.base}/${o.id}`;
    for (const [method, url, body] of [
      ['GET', `${mine}?${intruder.q}`],
      ['PATCH', `${mine}?${intruder.q}`, { status: 'paid' }],
      ['GET', `${mine}/receipt?${intruder.q}`],
      ['POST', `${mine}/receipt/send?${intruder.q}`, {}],
      ['POST', `${mine}/retryPlatformPayment?${intruder.q}`],
      ['POST', `${intruder.base}/bulk-status?${intruder.q}`, { orderIds: [o.id], status: 'paid' }],
    ] as [string, string, unknown?][]) {
      const res = await t.call(method, url, { ...tok, body });
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.code).toBe('ORDER_NOT_FOUND');
    }
    // The victim's project in the query: not a member.
    const res = await t.call('GET', `${victim.base}?${victim.q}`, tok);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('PROJECT_NOT_FOUND');
    const untouched = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.projectId, victim.project.id), eq(orders.id, o.id)));
    expect(untouched[0]).toMatchObject({ status: 'new', note: null });
  });
});
