import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, notifications, projectMembers, pushSubscriptions, users } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { drainJobs } from '../../lib/jobs.ts';
import { logger } from '../../lib/logger.ts';
import { notify } from '../../lib/notify.ts';
import { PUSH_TTL_SECONDS } from '../../lib/push.ts';
import { type LocalPushService, startLocalPushService, verifyVapid } from '../../../tests/setup/push-service.ts';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import './notifications.jobs.ts';

const BASE = '/omnis/v3/dashboard/user';
let t: TestServer;
let push: LocalPushService;
beforeAll(async () => {
  t = await setupTestServer();
  push = await startLocalPushService();
});
afterAll(() => push.close());

async function userWithSession() {
  const user = await t.createUser();
  return { user, session: await t.signIn(user) };
}

describe('GET /notifications', () => {
  it("lists the caller's own and their projects' notifications, newest first, paged by 20", async () => {
    const { user, session } = await userWithSession();
    const other = await t.createUser();
    const mine = await t.createProject(user.id);
    const foreign = await t.createProject(other.id);
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 23; i++) await notify(tx, { userId: user.id }, { title: `Personal ${i}`, push: false });
      await notify(tx, { projectId: mine.id }, { title: 'Project news', action: `/users?project=${mine.id}`, push: false });
      await notify(tx, { projectId: foreign.id }, { title: 'Not for you', push: false });
      await notify(tx, { userId: other.id }, { title: 'Also not for you', push: false });
    });
    const first = await t.call('GET', `${BASE}/notifications`, { session });
    expect(first.status).toBe(200);
    expect(first.body.notifications).toHaveLength(20);
    expect(first.body.unread).toBe(24);
    expect(first.body.notifications[0]).toMatchObject({
      title: 'Project news',
      group: `project:${mine.id}`,
      action: `/users?project=${mine.id}`,
      readAt: null,
      body: '',
      image: null,
    });
    expect(first.body.notifications[1].group).toBe('user');
    const second = await t.call('GET', `${BASE}/notifications?pageToken=${first.body.nextPageToken}`, { session });
    // Newest first = id order (ids are time-sortable; rows written in the same millisecond tie on time).
    const ids = [...first.body.notifications, ...second.body.notifications].map((n: { id: string }) => n.id);
    expect(ids).toEqual([...ids].sort().reverse());
    expect(new Set(ids).size).toBe(24);
    expect(second.body.notifications).toHaveLength(4);
    expect(second.body.nextPageToken).toBeNull();
    const titles = [...first.body.notifications, ...second.body.notifications].map((n: { title: string }) => n.title);
    expect(titles).not.toContain('Not for you');
    expect(titles).not.toContain('Also not for you');

    const projectOnly = await t.call('GET', `${BASE}/notifications?group=project:${mine.id}`, { session });
    expect(projectOnly.body.notifications).toHaveLength(1);
    const userOnly = await t.call('GET', `${BASE}/notifications?group=user&pageSize=100`, { session });
    expect(userOnly.body.notifications).toHaveLength(23);

    // Leaving the project hides its notifications.
    await t.db.delete(projectMembers).where(eq(projectMembers.userId, user.id));
    const after = await t.call('GET', `${BASE}/notifications?pageSize=100`, { session });
    expect(after.body.notifications).toHaveLength(23);
  });

  it('answers 304 to a matching If-None-Match, and a new ETag after a change', async () => {
    const { user, session } = await userWithSession();
    await t.db.transaction((tx) => notify(tx, { userId: user.id }, { title: 'One', push: false }));
    const a = await t.call('GET', `${BASE}/notifications`, { session });
    const etag = a.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(a.headers.get('cache-control')).toContain('no-cache');
    const b = await t.call('GET', `${BASE}/notifications`, { session, headers: { 'if-none-match': etag } });
    expect(b.status).toBe(304);
    await t.call('PUT', `${BASE}/notifications/${a.body.notifications[0].id}/read`, { session });
    const c = await t.call('GET', `${BASE}/notifications`, { session, headers: { 'if-none-match': etag } });
    expect(c.status).toBe(200);
    expect(c.headers.get('etag')).not.toBe(etag);
  });

  it('unread-count is cheap to poll: count, latestId, ETag and 304', async () => {
    const { user, session } = await userWithSession();
    const empty = await t.call('GET', `${BASE}/notifications/unread-count`, { session });
    expect(empty.body).toEqual({ count: 0, latestId: null });
    const [id] = await t.db.transaction((tx) => notify(tx, { userId: user.id }, { title: 'Hi', push: false }));
    const one = await t.call('GET', `${BASE}/notifications/unread-count`, {
      session,
      headers: { 'if-none-match': empty.headers.get('etag')! },
    });
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ count: 1, latestId: id });
    const same = await t.call('GET', `${BASE}/notifications/unread-count`, {
      session,
      headers: { 'if-none-match': one.headers.get('etag')! },
    });
    expect(same.status).toBe(304);
    // Bearer tokens work too.
    const bearer = await t.call('GET', `${BASE}/notifications/unread-count`, { token: await t.tokenFor(user.id) });
    expect(bearer.body.count).toBe(1);
  });

  it('needs a signed-in user and validates its query', async () => {
    expect((await t.call('GET', `${BASE}/notifications`)).status).toBe(401);
    expect((await t.call('GET', `${BASE}/notifications/unread-count`)).status).toBe(401);
    const { session } = await userWithSession();
    const bad = await t.call('GET', `${BASE}/notifications?group=everyone`, { session });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.group).toBeDefined();
    expect((await t.call('GET', `${BASE}/notifications?pageToken=forged.token`, { session })).status).toBe(422);
    expect((await t.call('GET', `${BASE}/notifications?pageSize=1000`, { session })).status).toBe(422);
  });
});

describe('read, read-all, delete', () => {
  it('marks one read (idempotent), and 404 for another user’s notification', async () => {
    const { user, session } = await userWithSession();
    const other = await t.createUser();
    const [mine] = await t.db.transaction((tx) => notify(tx, { userId: user.id }, { title: 'Mine', push: false }));
    const [theirs] = await t.db.transaction((tx) => notify(tx, { userId: other.id }, { title: 'Theirs', push: false }));
    const res = await t.call('PUT', `${BASE}/notifications/${mine}/read`, { session });
    expect(res.status).toBe(200);
    expect(res.body.readAt).toEqual(expect.any(String));
    const again = await t.call('PUT', `${BASE}/notifications/${mine}/read`, { session });
    expect(again.body.readAt).toBe(res.body.readAt);
    const foreign = await t.call('PUT', `${BASE}/notifications/${theirs}/read`, { session });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('NOTIFICATION_NOT_FOUND');
    expect((await t.call('PUT', `${BASE}/notifications/ntf_nope/read`, { session })).status).toBe(404);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, theirs!));
    expect(row!.readAt).toBeNull();
  });

  it("another project's member gets 404 for a project notification they do not hold", async () => {
    const alice = await t.createUser();
    const { session: bobSession } = await userWithSession();
    const p = await t.createProject(alice.id);
    const [aliceCopy] = await t.db.transaction((tx) => notify(tx, { projectId: p.id }, { title: 'P', push: false }));
    expect((await t.call('PUT', `${BASE}/notifications/${aliceCopy}/read`, { session: bobSession })).status).toBe(404);
    expect((await t.call('DELETE', `${BASE}/notifications/${aliceCopy}`, { session: bobSession })).status).toBe(404);
  });

  it('marks all read, optionally one group only', async () => {
    const { user, session } = await userWithSession();
    const p = await t.createProject(user.id);
    await t.db.transaction(async (tx) => {
      await notify(tx, { userId: user.id }, { title: 'u1', push: false });
      await notify(tx, { userId: user.id }, { title: 'u2', push: false });
      await notify(tx, { projectId: p.id }, { title: 'p1', push: false });
    });
    const grp = await t.call('PUT', `${BASE}/notifications/read-all?group=project:${p.id}`, { session });
    expect(grp.body).toEqual({ updated: 1 });
    expect((await t.call('GET', `${BASE}/notifications/unread-count`, { session })).body.count).toBe(2);
    const all = await t.call('PUT', `${BASE}/notifications/read-all`, { session });
    expect(all.body).toEqual({ updated: 2 });
    expect((await t.call('GET', `${BASE}/notifications/unread-count`, { session })).body.count).toBe(0);
    expect((await t.call('PUT', `${BASE}/notifications/read-all?group=nope`, { session })).status).toBe(422);
  });

  it('deletes one; it stays gone', async () => {
    const { user, session } = await userWithSession();
    const [id] = await t.db.transaction((tx) => notify(tx, { userId: user.id }, { title: 'Bye', push: false }));
    expect((await t.call('DELETE', `${BASE}/notifications/${id}`, { session })).status).toBe(204);
    expect((await t.call('DELETE', `${BASE}/notifications/${id}`, { session })).status).toBe(404);
    expect((await t.call('GET', `${BASE}/notifications`, { session })).body.notifications).toEqual([]);
  });

  it('refuses a cookie write without the CSRF token', async () => {
    const { user, session } = await userWithSession();
    const [id] = await t.db.transaction((tx) => notify(tx, { userId: user.id }, { title: 'x', push: false }));
    const res = await t.call('PUT', `${BASE}/notifications/${id}/read`, { session, headers: { 'x-csrf-token': 'nope' } });
    expect(res.status).toBe(403);
  });
});

describe('push subscriptions', () => {
  it('validates the subscription strictly (422 with field errors)', async () => {
    const { session } = await userWithSession();
    const bad = await t.call('POST', `${BASE}/push/subscription`, {
      session,
      body: { subscription: { endpoint: 'not a url', keys: { p256dh: 'short', auth: 'x' } } },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(
      expect.arrayContaining(['subscription.endpoint', 'subscription.keys.p256dh', 'subscription.keys.auth']),
    );
    const extra = await t.call('POST', `${BASE}/push/subscription`, { session, body: { subscription: push.subscription, admin: true } });
    expect(extra.status).toBe(422);
    const missing = await t.call('POST', `${BASE}/push/subscription`, { session, body: {} });
    expect(missing.status).toBe(422);
  });

  it('stores one subscription per device; re-posting the same endpoint moves it to the new user', async () => {
    const a = await userWithSession();
    const b = await userWithSession();
    const sub = { ...push.subscription, endpoint: `${push.subscription.endpoint}-device` };
    expect((await t.call('POST', `${BASE}/push/subscription`, { session: a.session, body: { subscription: sub } })).status).toBe(200);
    expect((await t.call('POST', `${BASE}/push/subscription`, { session: a.session, body: { subscription: sub } })).status).toBe(200);
    await t.call('POST', `${BASE}/push/subscription`, { session: b.session, body: { subscription: sub } });
    const rows = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(b.user.id);
    // a can't remove b's device; b can.
    await t.call('DELETE', `${BASE}/push/subscription`, { session: a.session, body: { endpoint: sub.endpoint } });
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint))).toHaveLength(1);
    expect((await t.call('DELETE', `${BASE}/push/subscription`, { session: b.session, body: { endpoint: sub.endpoint } })).status).toBe(
      204,
    );
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint))).toHaveLength(0);
  });

  it('gives the VAPID public key, generated once and stable', async () => {
    const { session } = await userWithSession();
    const k1 = await t.call('GET', `${BASE}/push/vapid-public-key`, { session });
    const k2 = await t.call('GET', `${BASE}/push/vapid-public-key`, { session });
    expect(Buffer.from(k1.body.publicKey, 'base64url')).toHaveLength(65);
    expect(k2.body.publicKey).toBe(k1.body.publicKey);
  });
});

describe('push delivery (a real push to a local push service)', () => {
  it('test notification: listed, queued in the same transaction, delivered encrypted with VAPID and TTL', async () => {
    const { user, session } = await userWithSession();
    await t.call('POST', `${BASE}/push/subscription`, { session, body: { subscription: push.subscription } });
    const { publicKey } = (await t.call('GET', `${BASE}/push/vapid-public-key`, { session })).body;
    push.received.length = 0;
    push.status = 201;
    const sent = await t.call('POST', `${BASE}/notifications/test`, { session });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ title: 'Test notification', group: 'user', action: '/dashboard', readAt: null });
    expect(push.received).toHaveLength(0); // queued, not sent inline
    await drainJobs(t.database, logger);
    expect(push.received).toHaveLength(1);
    const msg = push.received[0]!;
    expect(msg.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(msg.headers.ttl)).toBe(PUSH_TTL_SECONDS);
    expect(msg.body.length).toBeLessThanOrEqual(4096 + 86);
    const payload = JSON.parse(push.decrypt(msg.body));
    expect(payload).toMatchObject({ id: sent.body.id, title: 'Test notification', action: '/dashboard', group: 'user' });

    const { claims, publicKey: k } = await verifyVapid(msg.headers.authorization as string, push.subscription.endpoint);
    expect(k).toBe(publicKey);
    expect(claims.aud).toBe(new URL(push.subscription.endpoint).origin);
    expect(String(claims.sub)).toMatch(/^(mailto:|https:)/);
    const now = Math.floor(Date.now() / 1000);
    expect(claims.exp! - now).toBeGreaterThan(0);
    expect(claims.exp! - now).toBeLessThanOrEqual(24 * 60 * 60);
    void user;
  });

  it('a project notification is pushed to each member; a rolled-back write pushes nothing', async () => {
    const { user, session } = await userWithSession();
    const p = await t.createProject(user.id);
    const colleague = await t.createUser();
    await t.addMember(p.id, colleague.id);
    await t.call('POST', `${BASE}/push/subscription`, { session, body: { subscription: push.subscription } });
    push.received.length = 0;
    await expect(
      t.db.transaction(async (tx) => {
        await notify(tx, { projectId: p.id }, { title: 'Never' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await drainJobs(t.database, logger);
    expect(push.received).toHaveLength(0);
    const ids = await t.db.transaction((tx) =>
      notify(tx, { projectId: p.id }, { title: 'Order placed', action: `/dashboard?project=${p.id}` }),
    );
    expect(ids).toHaveLength(2);
    await drainJobs(t.database, logger);
    expect(push.received).toHaveLength(1); // only the subscribed member has a device
    expect(JSON.parse(push.decrypt(push.received[0]!.body))).toMatchObject({ title: 'Order placed', group: `project:${p.id}` });
  });

  it('fans out to a large project in chunks, in one transaction', async () => {
    const owner = await t.createUser();
    const p = await t.createProject(owner.id);
    const many = Array.from({ length: 1100 }, () => {
      const id = newId('usr');
      return { id, email: `${id}@example.com` };
    });
    await t.db.insert(users).values(many);
    for (let i = 0; i < many.length; i += 500) {
      await t.db.insert(projectMembers).values(many.slice(i, i + 500).map((u) => ({ projectId: p.id, userId: u.id })));
    }
    const ids = await t.db.transaction((tx) => notify(tx, { projectId: p.id }, { title: 'Big news' }));
    expect(ids).toHaveLength(1101);
    const queued = await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.state, 'pending'));
    expect(queued.length).toBeGreaterThanOrEqual(1101);
    await drainJobs(t.database, logger, 500); // nobody has a device: all done, nothing sent
    expect(await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.state, 'pending'))).toHaveLength(0);
  });

  it('a 410 from the push service deletes the subscription', async () => {
    const { user, session } = await userWithSession();
    await t.call('POST', `${BASE}/push/subscription`, { session, body: { subscription: push.subscription } });
    push.status = 410;
    await t.db.transaction((tx) => notify(tx, { userId: user.id }, { title: 'Gone?' }));
    await drainJobs(t.database, logger);
    push.status = 201;
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toHaveLength(0);
  });
});
