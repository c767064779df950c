import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { careShop } from './care.test.support.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

async function shop(name?: string) {
  const s = await careShop(t, { name, keyPermissions: ['platform.reviews.create', 'platform.orders.create'] });
  const add = (o: Record<string, unknown> = {}) =>
    t.call('POST', `${s.base}/reviews?${s.q}`, {
      headers: { authorization: s.key },
      body: { productName: 'Poster A2', authorName: 'Anna', rating: 5, title: 'Lovely', body: 'Great print', ...o },
    });
  const list = (query = '') => t.call('GET', `${s.base}/reviews?${s.q}${query}`, { token: s.token });
  return { ...s, add, list };
}

describe('reviews', () => {
  it('a review starts pending; verified purchase only when the order is the author’s and holds the product', async () => {
    const s = await shop();
    const order = await t.call('POST', `${s.base}/orders?${s.q}`, {
      headers: { authorization: s.key, 'idempotency-key': 'r1' },
      body: {
        customer: { email: 'anna@example.com' },
        lines: [{ productId: 'prd_1', productName: 'Poster', quantity: 1, unitPrice: 900 }],
        currency: 'EUR',
      },
    });
    const verified = await s.add({ orderId: order.body.id, authorEmail: 'ANNA@example.com', productId: 'prd_1' });
    expect(verified.status, JSON.stringify(verified.body)).toBe(201);
    expect(verified.body).toMatchObject({ status: 'pending', verifiedPurchase: true, customerId: order.body.customerId, moderation: null });
    expect((await s.add({ orderId: order.body.id, authorEmail: 'eve@example.com' })).body.verifiedPurchase).toBe(false);
    expect((await s.add({ orderId: order.body.id, authorEmail: 'anna@example.com', productId: 'prd_2' })).body.verifiedPurchase).toBe(
      false,
    );
    expect((await s.add({})).body.verifiedPurchase).toBe(false);
    for (const bad of [{ rating: 0 }, { rating: 6 }, { rating: 4.5 }, { productName: '' }, { orderId: 'ord_nope' }, { extra: 1 }]) {
      const r = await s.add(bad);
      expect(r.status, JSON.stringify(bad)).toBe(422);
    }
  });

  it('moderation records who decided, why and when; bad decisions are 422; bulk is all or nothing', async () => {
    const s = await shop();
    const a = (await s.add()).body;
    const b = (await s.add({ rating: 1 })).body;
    const r = await t.call('PATCH', `${s.base}/reviews/${a.id}/moderate?${s.q}`, {
      token: s.token,
      body: { status: 'rejected', reason: 'Off topic' },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ status: 'rejected', moderation: { by: { id: s.owner.id, name: 'Olga Owner' }, reason: 'Off topic' } });
    expect(Date.parse(r.body.moderation.at)).toBeGreaterThan(Date.now() - 60_000);
    expect(
      (await t.call('PATCH', `${s.base}/reviews/${a.id}/moderate?${s.q}`, { token: s.token, body: { status: 'deleted' } })).status,
    ).toBe(422);
    expect((await t.call('PATCH', `${s.base}/reviews/${a.id}/moderate?${s.q}`, { token: s.token, body: {} })).status).toBe(422);
    expect((await t.call('PATCH', `${s.base}/reviews/rev_nope/moderate?${s.q}`, { token: s.token, body: { status: 'spam' } })).status).toBe(
      404,
    );
    const partial = await t.call('POST', `${s.base}/reviews/moderate?${s.q}`, {
      token: s.token,
      body: { reviewIds: [a.id, b.id, 'rev_nope'], status: 'approved' },
    });
    expect(partial.status).toBe(422);
    expect((await t.call('GET', `${s.base}/reviews/${b.id}?${s.q}`, { token: s.token })).body.status).toBe('pending');
    const bulk = await t.call('POST', `${s.base}/reviews/moderate?${s.q}`, {
      token: s.token,
      body: { reviewIds: [a.id, b.id], status: 'approved' },
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body.reviews.map((x: { status: string }) => x.status)).toEqual(['approved', 'approved']);
    const got = await t.call('GET', `${s.base}/reviews/${a.id}?${s.q}`, { token: s.token });
    expect(got.body).toMatchObject({ status: 'approved', moderation: { reason: null } });
  });

  it('lists with sortBy (createdAt, rating, both directions), filters and paging', async () => {
    const s = await shop();
    const ratings = [3, 5, 1, 4, 2, 5];
    for (const [i, rating] of ratings.entries()) await s.add({ rating, title: i === 2 ? 'Terrible smudged colours' : `Review ${i}` });
    const newest = await s.list();
    expect(newest.body.reviews.map((r: { rating: number }) => r.rating)).toEqual([...ratings].reverse());
    const oldest = await s.list('&sortBy=createdAt');
    expect(oldest.body.reviews.map((r: { rating: number }) => r.rating)).toEqual(ratings);
    const collect = async (sortBy: string) => {
      const out: { rating: number; title: string }[] = [];
      let token: string | null = null;
      do {
        const p: { body: { reviews: { rating: number; title: string }[]; nextPageToken: string | null } } = await s.list(
          `&sortBy=${sortBy}&pageSize=2${token ? `&pageToken=${token}` : ''}`,
        );
        out.push(...p.body.reviews);
        token = p.body.nextPageToken;
      } while (token);
      return out;
    };
    expect((await collect('-rating')).map((r) => r.rating)).toEqual([5, 5, 4, 3, 2, 1]);
    expect((await collect('rating')).map((r) => r.rating)).toEqual([1, 2, 3, 4, 5, 5]);
    expect((await s.list('&search=smudge')).body.reviews.map((r: { title: string }) => r.title)).toEqual(['Terrible smudged colours']);
    expect((await s.list('&rating=5')).body.reviews).toHaveLength(2);
    expect((await s.list('&status=approved')).body.reviews).toHaveLength(0);
    expect((await s.list('&start=2999-01-01T00:00:00Z')).body.reviews).toHaveLength(0);
    for (const bad of ['&sortBy=price', '&rating=9', '&start=x', '&pageSize=500', '&start=2026-02-01T00:00:00Z&end=2026-01-01T00:00:00Z']) {
      expect((await s.list(bad)).status, bad).toBe(422);
    }
  });

  it('exports formula-safe CSV (start required) with the filters', async () => {
    const s = await shop();
    await s.add({ title: '=HYPERLINK("http://evil")', authorName: '@admin', body: 'line one,\n"quoted"' });
    await s.add({ rating: 2, title: 'Meh' });
    const start = '2020-01-01T00:00:00Z';
    expect((await t.call('GET', `${s.base}/reviews/export?${s.q}`, { token: s.token })).status).toBe(422);
    const res = await t.call('GET', `${s.base}/reviews/export?${s.q}&start=${start}`, { token: s.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const text = res.body as string;
    expect(text.split('\n')[0]).toBe(
      'Written,Rating,Status,Product,Product ID,Author,Verified purchase,Title,Review,Moderated by,Moderation reason,Moderated,Order ID,Review ID',
    );
    expect(text).toContain(`'=HYPERLINK`);
    expect(text).toContain(`'@admin`);
    expect(text).not.toMatch(/,=HYPERLINK/);
    const filtered = await t.call('GET', `${s.base}/reviews/export?${s.q}&start=${start}&rating=2`, { token: s.token });
    expect((filtered.body as string).trim().split('\n')).toHaveLength(2);
  });

  it("another project's member gets 404 everywhere", async () => {
    const s = await shop();
    const other = await shop('Other');
    const r = (await s.add()).body;
    expect((await t.call('GET', `${s.base}/reviews/${r.id}?${s.q}`, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', `${other.base}/reviews/${r.id}?${other.q}`, { token: other.token })).status).toBe(404);
    expect(
      (await t.call('PATCH', `${other.base}/reviews/${r.id}/moderate?${other.q}`, { token: other.token, body: { status: 'spam' } })).status,
    ).toBe(404);
    expect((await t.call('GET', `${s.base}/reviews?${other.q}`, { token: other.token })).status).toBe(404);
    const bulk = await t.call('POST', `${other.base}/reviews/moderate?${other.q}`, {
      token: other.token,
      body: { reviewIds: [r.id], status: 'spam' },
    });
    expect(bulk.status).toBe(404);
    expect((await t.call('GET', `${s.base}/reviews/${r.id}?${s.q}`, { token: s.token })).body.status).toBe('pending');
  });
});
