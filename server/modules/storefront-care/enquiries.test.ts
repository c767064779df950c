import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { jobs, notifications } from '../../db/schema/index.ts';
import { careShop } from './care.test.support.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

const body = (o: Record<string, unknown> = {}) => ({
  name: 'Anna Berg',
  email: 'Anna@Example.com',
  subject: 'Where is my poster?',
  message: 'It has been two weeks since I ordered.',
  ...o,
});

describe('enquiries', () => {
  it('the storefront submits an enquiry with an API key; members are notified (notification + push)', async () => {
    const s = await careShop(t);
    const member = await t.createUser();
    await t.addMember(s.project.id, member.id);
    const res = await t.call('POST', `${s.base}/customers/enquiries?${s.q}`, { headers: { authorization: s.key }, body: body() });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ status: 'open', source: 'contact_form', email: 'anna@example.com', assignee: null, tags: [] });
    const notes = await t.db.select().from(notifications).where(eq(notifications.projectId, s.project.id));
    expect(notes.map((n) => n.userId).sort()).toEqual([s.owner.id, member.id].sort());
    expect(notes[0]!.title).toBe('New enquiry from Anna Berg');
    expect(notes[0]!.action).toBe(`/m/enquiries/${res.body.id}?project=${s.project.id}`);
    const push = await t.db.select().from(jobs).where(eq(jobs.queue, 'push'));
    expect(push.filter((j) => notes.some((n) => (j.payload as { notificationId: string }).notificationId === n.id))).toHaveLength(2);
    const logs = await t.call('GET', `${s.base}/customers/enquiries/${res.body.id}/logs?${s.q}`, { token: s.token });
    expect(logs.body.logs).toMatchObject([{ action: 'created', actor: { type: 'apiKey' } }]);
  });

  it('links the customer by email and the order (its customer) when given; an unknown order is a 422', async () => {
    const s = await careShop(t);
    const order = await t.call('POST', `${s.base}/orders?${s.q}`, {
      headers: { authorization: s.key, 'idempotency-key': 'e1' },
      body: {
        customer: { email: 'anna@example.com', firstName: 'Anna' },
        lines: [{ productName: 'Poster', quantity: 1, unitPrice: 1500 }],
        currency: 'EUR',
      },
    });
    expect(order.status).toBe(201);
    const byEmail = await t.call('POST', `${s.base}/customers/enquiries?${s.q}`, { headers: { authorization: s.key }, body: body() });
    expect(byEmail.body.customerId).toBe(order.body.customerId);
    const byOrder = await t.call('POST', `${s.base}/customers/enquiries?${s.q}`, {
      headers: { authorization: s.key },
      body: body({ email: 'other@example.com', orderId: order.body.id }),
    });
    expect(byOrder.body).toMatchObject({ orderId: order.body.id, customerId: order.body.customerId, source: 'order_page' });
    const bad = await t.call('POST', `${s.base}/customers/enquiries?${s.q}`, {
      headers: { authorization: s.key },
      body: body({ orderId: 'ord_nope' }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.orderId).toBeTruthy();
  });

  it('bad input is a 422 with field errors and writes nothing', async () => {
    const s = await careShop(t);
    const res = await t.call('POST', `${s.base}/customers/enquiries?${s.q}`, {
      headers: { authorization: s.key },
      body: { name: '', email: 'nope', subject: 'x', message: 'y', admin: true },
    });
    expect(res.status).toBe(422);
    const list = await t.call('GET', `${s.base}/customers/enquiries?${s.q}`, { token: s.token });
    expect(list.body.enquiries).toEqual([]);
    const e = await t.call('POST', `${s.base}/customers/enquiries?${s.q}`, { headers: { authorization: s.key }, body: body() });
    for (const patch of [{}, { status: 'closed' }, { tags: ['ok', ''] }, { assigneeId: 'usr_stranger' }]) {
      const r = await t.call('PATCH', `${s.base}/customers/enquiries/${e.body.id}?${s.q}`, { token: s.token, body: patch });
      expect(r.status, JSON.stringify(patch)).toBe(422);
    }
    expect((await t.call('GET', `${s.base}/customers/enquiries?${s.q}&start=yesterday`, { token: s.token })).status).toBe(422);
    expect((await t.call('GET', `${s.base}/customers/enquiries?${s.q}&pageToken=garbage`, { token: s.token })).status).toBe(422);
  });

  it('PATCH changes status, assignee and tags; each change is a log entry with who, what and when', async () => {
    const s = await careShop(t);
    const helper = await t.createUser({ firstName: 'Hugo', lastName: 'Helper' });
    await t.addMember(s.project.id, helper.id);
    const e = await t.call('POST', `${s.base}/customers/enquiries?${s.q}`, { headers: { authorization: s.key }, body: body() });
    const url = `${s.base}/customers/enquiries/${e.body.id}?${s.q}`;
    const r1 = await t.call('PATCH', url, {
      token: s.token,
      body: { status: 'pending', assigneeId: helper.id, tags: ['Shipping', 'late'] },
    });
    expect(r1.status, JSON.stringify(r1.body)).toBe(200);
    expect(r1.body).toMatchObject({ status: 'pending', assignee: { id: helper.id, name: 'Hugo Helper' }, tags: ['shipping', 'late'] });
    const r2 = await t.call('PATCH', url, { token: s.token, body: { status: 'resolved', tags: ['late'] } });
    expect(r2.body.status).toBe('resolved');
    expect(r2.body.resolvedAt).toBeTruthy();
    const same = await t.call('PATCH', url, { token: s.token, body: { status: 'resolved' } });
    expect(same.status).toBe(200);
    const logs = await t.call('GET', `${s.base}/customers/enquiries/${e.body.id}/logs?${s.q}`, { token: s.token });
    expect(logs.body.logs.map((l: { action: string }) => l.action)).toEqual(['created', 'status', 'assignee', 'tags', 'status', 'tags']);
    expect(logs.body.logs[1]).toMatchObject({
      message: 'Status open → pending',
      actor: { type: 'user', id: s.owner.id, name: 'Olga Owner' },
    });
    expect(logs.body.logs[2].message).toBe('Assigned to Hugo Helper');
    expect(logs.body.logs[5].data).toEqual({ added: [], removed: ['shipping'] });
    const paged = await t.call('GET', `${s.base}/customers/enquiries/${e.body.id}/logs?${s.q}&pageSize=4`, { token: s.token });
    expect(paged.body.logs).toHaveLength(4);
    const rest = await t.call(
      'GET',
      `${s.base}/customers/enquiries/${e.body.id}/logs?${s.q}&pageSize=4&pageToken=${paged.body.nextPageToken}`,
      {
        token: s.token,
      },
    );
    expect(rest.body.logs).toHaveLength(2);
    expect(rest.body.nextPageToken).toBeNull();
  });

  it('lists newest first with search, start/end, status and paging', async () => {
    const s = await careShop(t);
    for (let i = 0; i < 5; i++) {
      await t.call('POST', `${s.base}/customers/enquiries?${s.q}`, {
        headers: { authorization: s.key },
        body: body({ name: `Customer ${i}`, subject: i === 3 ? 'Refund for damaged frame' : `Question ${i}` }),
      });
    }
    const all = await t.call('GET', `${s.base}/customers/enquiries?${s.q}&pageSize=2`, { token: s.token });
    expect(all.body.enquiries.map((e: { name: string }) => e.name)).toEqual(['Customer 4', 'Customer 3']);
    const seen = [...all.body.enquiries];
    let token = all.body.nextPageToken;
    while (token) {
      const p = await t.call('GET', `${s.base}/customers/enquiries?${s.q}&pageSize=2&pageToken=${token}`, { token: s.token });
      seen.push(...p.body.enquiries);
      token = p.body.nextPageToken;
    }
    expect(seen.map((e) => e.name)).toEqual(['Customer 4', 'Customer 3', 'Customer 2', 'Customer 1', 'Customer 0']);
    const found = await t.call('GET', `${s.base}/customers/enquiries?${s.q}&search=damag`, { token: s.token });
    expect(found.body.enquiries.map((e: { name: string }) => e.name)).toEqual(['Customer 3']);
    const future = await t.call('GET', `${s.base}/customers/enquiries?${s.q}&start=2999-01-01T00:00:00Z`, { token: s.token });
    expect(future.body.enquiries).toEqual([]);
    const past = await t.call('GET', `${s.base}/customers/enquiries?${s.q}&end=2999-01-01T00:00:00Z&status=open`, { token: s.token });
    expect(past.body.enquiries).toHaveLength(5);
  });

  it("another project's member gets 404; another project's storefront id is a 404", async () => {
    const s = await careShop(t);
    const other = await careShop(t, { name: 'Other' });
    const e = await t.call('POST', `${s.base}/customers/enquiries?${s.q}`, { headers: { authorization: s.key }, body: body() });
    expect((await t.call('GET', `${s.base}/customers/enquiries/${e.body.id}?${s.q}`, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', `${s.base}/customers/enquiries?${s.q}`, { token: other.token })).status).toBe(404);
    // own project, other storefront id / other enquiry id
    expect((await t.call('GET', `${s.base}/customers/enquiries?${other.q}`, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', `${other.base}/customers/enquiries/${e.body.id}?${other.q}`, { token: other.token })).status).toBe(404);
    expect(
      (await t.call('POST', `${s.base}/customers/enquiries?${s.q}`, { headers: { authorization: other.key }, body: body() })).status,
    ).toBe(404);
  });

  it('chat-channel opens a real chat channel once (name, the owner and the assignee as members), then returns it', async () => {
    const s = await careShop(t);
    const helper = await t.createUser();
    await t.addMember(s.project.id, helper.id);
    const e = await t.call('POST', `${s.base}/customers/enquiries?${s.q}`, { headers: { authorization: s.key }, body: body() });
    await t.call('PATCH', `${s.base}/customers/enquiries/${e.body.id}?${s.q}`, { token: s.token, body: { assigneeId: helper.id } });
    const url = `${s.base}/customers/enquiries/${e.body.id}/chat-channel?${s.q}`;
    const first = await t.call('POST', url, { token: s.token });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.created).toBe(true);
    // The chat area's own calls see it: the channel, its name, its members.
    const chat = `/v1/chat/channels/${first.body.channelId}`;
    const channel = await t.call('GET', `${chat}?${s.q}`, { token: await t.tokenFor(helper.id) });
    expect(channel.status, JSON.stringify(channel.body)).toBe(200);
    expect(channel.body.name).toBe('Enquiry: Where is my poster?');
    const members = await t.call('GET', `${chat}/users?${s.q}`, { token: s.token });
    expect(members.body.users.map((u: { userId?: string; id?: string }) => u.userId ?? u.id).sort()).toEqual(
      [s.owner.id, helper.id].sort(),
    );
    const again = await t.call('POST', url, { token: s.token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ channelId: first.body.channelId, created: false });
    const got = await t.call('GET', `${s.base}/customers/enquiries/${e.body.id}?${s.q}`, { token: s.token });
    expect(got.body.chatChannelId).toBe(first.body.channelId);
    const logs = await t.call('GET', `${s.base}/customers/enquiries/${e.body.id}/logs?${s.q}`, { token: s.token });
    expect(logs.body.logs.filter((l: { action: string }) => l.action === 'chat_channel')).toHaveLength(1);
    expect((await t.call('POST', url, { headers: { authorization: s.key } })).status).toBe(403);
    const missing = await t.call('POST', `${s.base}/customers/enquiries/enq_missing/chat-channel?${s.q}`, { token: s.token });
    expect(missing.status).toBe(404);
  });

  it('the enquiry list does not shadow a customer id: customers/{customerId} still answers', async () => {
    const s = await careShop(t);
    const r = await t.call('GET', `${s.base}/customers/cus_missing?${s.q}`, { token: s.token });
    expect(r.status).toBe(404);
    expect(r.body.code).toBe('CUSTOMER_NOT_FOUND');
  });
});
