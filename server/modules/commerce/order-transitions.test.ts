import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { fulfillments, orders } from '../../db/schema/index.ts';
import { recomputedAggregates, storedAggregates } from './customer-aggregates.repo.ts';
import { TRANSITIONS } from './order-transitions.ts';
import { shop } from './orders.test.support.ts';
import { ORDER_STATUSES } from './statuses.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

describe('order statuses', () => {
  it('moves new → paid → processing → complete → refunded, with payments, a fulfillment and the timeline', async () => {
    const s = await shop(t);
    const admin = await t.createUser({ firstName: 'Ada', lastName: 'Admin' });
    await t.addMember(s.project.id, admin.id, 'admin');
    const token = await t.tokenFor(admin.id);
    const o = (await s.createOrder()).body;
    const url = `${s.base}/${o.id}?${s.q}`;
    const move = (status: string) => t.call('PATCH', url, { token, body: { status } });

    const paid = await move('paid');
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', paymentStatus: 'paid', allowedTransitions: ['processing', 'refunded'] });
    expect(paid.body.payments).toMatchObject([{ provider: 'manual', kind: 'charge', amount: 4500, status: 'succeeded' }]);
    expect(paid.body.customer.lifetimeValue).toBe(4500);

    const processing = await move('processing');
    expect(processing.body.status).toBe('processing');
    expect(processing.body.fulfillments).toHaveLength(1);
    expect(processing.body.fulfillments[0]).toMatchObject({
      status: 'pending',
      fulfiller: { type: 'self', id: s.project.id, name: s.platform.name },
      items: [
        { lineId: o.lines[0].id, quantity: 2, productName: 'Poster A2', sku: 'POS-A2' },
        { lineId: o.lines[1].id, quantity: 1, productName: 'Frame', sku: null },
      ],
    });
    const complete = await move('complete');
    expect(complete.body).toMatchObject({ status: 'complete', allowedTransitions: ['refunded'] });
    const refunded = await move('refunded');
    expect(refunded.body).toMatchObject({ status: 'refunded', paymentStatus: 'refunded', allowedTransitions: [] });
    expect(refunded.body.payments.map((p: { kind: string; amount: number }) => [p.kind, p.amount])).toEqual([
      ['charge', 4500],
      ['refund', 4500],
    ]);
    expect(refunded.body.customer).toMatchObject({ totalOrderCount: 1, refundedOrderCount: 1, lifetimeValue: 0 });
    const changes = refunded.body.timeline.filter((e: { type: string }) => e.type === 'status_changed');
    expect(changes.map((e: { data: { to: string } }) => e.data.to)).toEqual(['paid', 'processing', 'complete', 'refunded']);
    expect(changes[0].actor).toEqual({ type: 'user', id: admin.id, name: 'Ada Admin' });
    expect(refunded.body.timeline.map((e: { type: string }) => e.type)).toContain('fulfillment_created');

    const final = await move('processing');
    expect(final.status).toBe(409);
    expect(final.body).toMatchObject({
      code: 'ORDER_TRANSITION_NOT_ALLOWED',
      message: "Order #1001 is refunded: it can't be marked processing.",
    });
  });

  it("answers an illegal move with the spec'd 409 and changes nothing", async () => {
    const s = await shop(t);
    const o = (await s.createOrder()).body;
    const res = await t.call('PATCH', `${s.base}/${o.id}?${s.q}`, { token: s.token, body: { status: 'complete' } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Order #1001 is new: it can't be marked complete.");
    const [row] = await t.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row).toMatchObject({ status: 'new', paymentStatus: 'pending' });
    for (const from of ORDER_STATUSES) for (const to of TRANSITIONS[from]) expect(to).not.toBe(from);
    const bad = await t.call('PATCH', `${s.base}/${o.id}?${s.q}`, { token: s.token, body: { status: 'shipped' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.status).toBeDefined();
    const empty = await t.call('PATCH', `${s.base}/${o.id}?${s.q}`, { token: s.token, body: {} });
    expect(empty.status).toBe(422);
  });

  it('processing does not add a second fulfillment when one is pending', async () => {
    const s = await shop(t);
    const o = (await s.createOrder({ paid: true })).body;
    await t.call('PATCH', `${s.base}/${o.id}?${s.q}`, { token: s.token, body: { status: 'processing' } });
    expect(await t.db.$count(fulfillments, eq(fulfillments.orderId, o.id))).toBe(1);
    const refunded = await t.call('PATCH', `${s.base}/${o.id}?${s.q}`, { token: s.token, body: { status: 'refunded' } });
    expect(refunded.body.status).toBe('refunded');
  });

  it('bulk-status is all or nothing: one illegal move is a 409 naming it, none changed', async () => {
    const s = await shop(t);
    const a = (await s.createOrder({ paid: true })).body;
    const b = (await s.createOrder()).body;
    const c = (await s.createOrder({ paid: true })).body;
    const bulk = (orderIds: string[], status: string) =>
      t.call('POST', `${s.base}/bulk-status?${s.q}`, { token: s.token, body: { orderIds, status } });
    const refused = await bulk([a.id, b.id, c.id], 'processing');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Order #1002 is new: it can't be marked processing.");
    const rows = await t.db.select().from(orders).where(eq(orders.projectId, s.project.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['new', 'paid', 'paid']);
    expect(await t.db.$count(fulfillments, eq(fulfillments.projectId, s.project.id))).toBe(0);
    const ok = await bulk([a.id, c.id], 'processing');
    expect(ok.status).toBe(200);
    expect(ok.body.orders.map((o: { id: string; status: string }) => [o.id, o.status])).toEqual([
      [a.id, 'processing'],
      [c.id, 'processing'],
    ]);
    expect(await t.db.$count(fulfillments, eq(fulfillments.projectId, s.project.id))).toBe(2);
    expect((await bulk(['ord_missing'], 'paid')).status).toBe(404);
    const tooMany = await bulk(
      Array.from({ length: 101 }, (_, i) => `ord_${i}`),
      'paid',
    );
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.orderIds).toBeDefined();
  });

  it('customer aggregates stay equal to what the orders say, through creates, payments and refunds', async () => {
    const s = await shop(t);
    const emails = ['a@example.com', 'b@example.com', 'c@example.com'];
    const made: { id: string; i: number }[] = [];
    for (let i = 0; i < 12; i++) {
      const email = emails[i % 3]!;
      const o = (await s.createOrder({ customer: { email }, paid: i % 4 === 0 })).body;
      made.push({ id: o.id, i });
    }
    for (const { id, i } of made) {
      const url = `${s.base}/${id}?${s.q}`;
      if (i % 4 !== 0 && i % 2 === 0) await t.call('PATCH', url, { token: s.token, body: { status: 'paid' } });
      if (i % 3 === 0 && (i % 4 === 0 || i % 2 === 0)) await t.call('PATCH', url, { token: s.token, body: { status: 'refunded' } });
      if (i === 1) await t.call('POST', `${s.base}/${id}/retryPlatformPayment?${s.q}`, { token: s.token });
    }
    const stored = await storedAggregates(t.db, s.project.id);
    const recomputed = await recomputedAggregates(t.db, s.project.id);
    const norm = (r: {
      customerId: string;
      totalOrderCount: number;
      refundedOrderCount: number;
      lifetimeValue: number;
      firstPurchasedAt: string | null;
      lastPurchasedAt: string | null;
    }) => ({
      customerId: r.customerId,
      totalOrderCount: Number(r.totalOrderCount),
      refundedOrderCount: Number(r.refundedOrderCount),
      lifetimeValue: Number(r.lifetimeValue),
      firstPurchasedAt: r.firstPurchasedAt && new Date(r.firstPurchasedAt).toISOString(),
      lastPurchasedAt: r.lastPurchasedAt && new Date(r.lastPurchasedAt).toISOString(),
    });
    const byId = (a: { customerId: string }, b: { customerId: string }) => (a.customerId < b.customerId ? -1 : 1);
    expect(stored.map(norm).sort(byId)).toEqual(recomputed.map(norm).sort(byId));
    expect(stored.some((r) => r.refundedOrderCount > 0)).toBe(true);
    expect(stored.some((r) => r.lifetimeValue > 0)).toBe(true);
  });

  it("summarises orders and paid revenue by day in the storefront's time zone", async () => {
    const s = await shop(t);
    await t.call('PATCH', `/v1/platform?${s.q}`, { token: s.token, body: { timezone: 'Pacific/Kiritimati' } });
    await s.createOrder({ paid: true });
    await s.createOrder();
    const start = new Date(Date.now() - 86_400_000).toISOString();
    const res = await t.call('GET', `${s.base}/summary?${s.q}&start=${start}`, { token: s.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ orderCount: 2, revenue: 4500, currency: 'EUR', timezone: 'Pacific/Kiritimati' });
    const localToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date());
    expect(res.body.days).toEqual([{ date: localToday, orderCount: 2, revenue: 4500 }]);
    const missing = await t.call('GET', `${s.base}/summary?${s.q}`, { token: s.token });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.start).toBeDefined();
  });
});
