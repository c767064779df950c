import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { jobs, notifications } from '../../db/schema/index.ts';
import { enquiryChatChannel } from '../../lib/hooks.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

async function setup() {
  const owner = await t.createUser({ firstName: 'Olive', lastName: 'Owner' });
  const member = await t.createUser({ firstName: 'Max', lastName: 'Member' });
  const third = await t.createUser({ firstName: 'Tess', lastName: 'Third' });
  const p = await t.createProject(owner.id);
  await t.addMember(p.id, member.id, 'member');
  await t.addMember(p.id, third.id, 'member');
  const [token, mtoken, ttoken] = await Promise.all([t.tokenFor(owner.id), t.tokenFor(member.id), t.tokenFor(third.id)]);
  const q = `project=${p.id}`;
  const channel = async (body: object, tok = token) => {
    const res = await t.call('POST', `/v1/chat/channels?${q}`, { token: tok, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: string };
  };
  const post = async (ch: string, text: string, tok = token, extra: object = {}) => {
    const res = await t.call('POST', `/v1/chat/channels/${ch}/messages?${q}`, { token: tok, body: { text, ...extra } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: string; seq: number };
  };
  return { owner, member, third, p, token, mtoken, ttoken, q, channel, post };
}

describe('chat channels', () => {
  it('creates public, private and direct channels; lists what each person may see; private ones are 404 to non-members', async () => {
    const { owner, member, third, p, token, mtoken, ttoken, q, channel } = await setup();
    const pub = await channel({ name: 'general', description: 'Everyone' });
    const priv = await channel({ type: 'private', name: 'managers', users: [member.id] });
    const dm = await t.call('POST', `/v1/chat/channels?${q}`, { token, body: { type: 'direct', users: [third.id] } });
    expect(dm.status).toBe(201);
    expect(dm.body).toMatchObject({ type: 'direct', name: 'Tess Third', member: true, memberCount: 2 });
    // the same people again: the same conversation
    const again = await t.call('POST', `/v1/chat/channels?${q}`, { token: ttoken, body: { type: 'direct', users: [owner.id] } });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(dm.body.id);

    const names = async (tok: string) =>
      ((await t.call('GET', `/v1/chat/channels?${q}`, { token: tok })).body.channels as { name: string }[]).map((c) => c.name).sort();
    expect(await names(token)).toEqual(['Tess Third', 'general', 'managers']);
    expect(await names(mtoken)).toEqual(['general', 'managers']);
    expect(await names(ttoken)).toEqual(['Tess Third', 'general']);
    // without a project: across the caller's projects
    const all = await t.call('GET', '/v1/chat/channels', { token: ttoken });
    expect(all.status).toBe(200);
    expect(all.body.channels.map((c: { project: string }) => c.project)).toEqual([p.id, p.id]);

    for (const path of [`/v1/chat/channels/${priv.id}`, `/v1/chat/channels/${priv.id}/messages`, `/v1/chat/channels/${priv.id}/users`]) {
      const res = await t.call('GET', `${path}?${q}`, { token: ttoken });
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe('CHAT_CHANNEL_NOT_FOUND');
    }
    const write = await t.call('POST', `/v1/chat/channels/${priv.id}/messages?${q}`, { token: ttoken, body: { text: 'let me in' } });
    expect(write.status).toBe(404);
    const join = await t.call('POST', `/v1/chat/channels/${priv.id}/users?${q}`, { token: ttoken, body: { users: [third.id] } });
    expect(join.status).toBe(404);
    // a public channel: anyone in the project may read and join
    expect((await t.call('GET', `/v1/chat/channels/${pub.id}/messages?${q}`, { token: ttoken })).status).toBe(200);
    const joined = await t.call('POST', `/v1/chat/channels/${pub.id}/users?${q}`, { token: ttoken, body: { users: [third.id] } });
    expect(joined.status).toBe(200);
    expect(joined.body.users.map((u: { id: string }) => u.id)).toContain(third.id);
  });

  it('another project answers 404 on everything; bad input is a 422 with field errors', async () => {
    const { p, q, channel, token } = await setup();
    const ch = await channel({ name: 'ops' });
    const stranger = await t.createUser();
    const other = await t.createProject(stranger.id);
    const stok = await t.tokenFor(stranger.id);
    for (const [m, path] of [
      ['GET', `/v1/chat/channels/${ch.id}?${q}`],
      ['GET', `/v1/chat/channels/${ch.id}/messages?${q}`],
      ['GET', `/v1/chat/channels?${q}`],
    ] as const) {
      const res = await t.call(m, path, { token: stok });
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe('PROJECT_NOT_FOUND');
    }
    // their own project does not reach it either
    const cross = await t.call('GET', `/v1/chat/channels/${ch.id}?project=${other.id}`, { token: stok });
    expect(cross.status).toBe(404);
    expect(cross.body.code).toBe('CHAT_CHANNEL_NOT_FOUND');

    const bad = await t.call('POST', `/v1/chat/channels?${q}`, { token, body: { type: 'secret', name: '', extra: 1 } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['type', 'name']));
    const noName = await t.call('POST', `/v1/chat/channels?${q}`, { token, body: { type: 'public' } });
    expect(noName.status).toBe(422);
    expect(noName.body.errors.name).toBeTruthy();
    const outsider = await t.call('POST', `/v1/chat/channels?${q}`, { token, body: { type: 'direct', users: [stranger.id] } });
    expect(outsider.status).toBe(422);
    expect(outsider.body.errors.users[0]).toContain(stranger.id);
    const empty = await t.call('POST', `/v1/chat/channels/${ch.id}/messages?${q}`, { token, body: { text: '   ' } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.text).toEqual(['Write a message.']);
    const long = await t.call('POST', `/v1/chat/channels/${ch.id}/messages?${q}`, { token, body: { text: 'x'.repeat(4001) } });
    expect(long.status).toBe(422);
    const noProject = await t.call('POST', `/v1/chat/channels/${ch.id}/messages`, { token, body: { text: 'hi' } });
    expect(noProject.status).toBe(422);
    expect(noProject.body.errors.project).toBeTruthy();
    const badEmoji = await t.call('POST', `/v1/chat/channels/${ch.id}/messages/nope/reactions?${q}`, { token, body: { emoji: 'abc' } });
    expect(badEmoji.status).toBe(422);
    const badAnchor = await t.call('GET', `/v1/chat/channels/${ch.id}/messages?${q}&before=msg_nope`, { token });
    expect(badAnchor.status).toBe(422);
    expect(p.id).toBeTruthy();
  });

  it('only owners (or chat.channels.manage) change a channel; members may leave; archived channels take no posts', async () => {
    const { member, third, q, channel, token, mtoken, ttoken } = await setup();
    const ch = await channel({ type: 'private', name: 'design', users: [member.id, third.id] });
    const denied = await t.call('PATCH', `/v1/chat/channels/${ch.id}?${q}`, { token: mtoken, body: { name: 'mine now' } });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('CHAT_CHANNEL_ADMIN_REQUIRED');
    const kick = await t.call('DELETE', `/v1/chat/channels/${ch.id}/users?${q}`, { token: mtoken, body: { users: [third.id] } });
    expect(kick.status).toBe(403);
    const leave = await t.call('DELETE', `/v1/chat/channels/${ch.id}/users?${q}`, { token: ttoken, body: { users: [third.id] } });
    expect(leave.status).toBe(200);
    expect((await t.call('GET', `/v1/chat/channels/${ch.id}?${q}`, { token: ttoken })).status).toBe(404);
    const renamed = await t.call('PATCH', `/v1/chat/channels/${ch.id}?${q}`, { token, body: { name: 'design-team', archived: true } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'design-team' });
    expect(renamed.body.archivedAt).toBeTruthy();
    const posted = await t.call('POST', `/v1/chat/channels/${ch.id}/messages?${q}`, { token, body: { text: 'hello?' } });
    expect(posted.status).toBe(409);
    const del = await t.call('DELETE', `/v1/chat/channels/${ch.id}?${q}`, { token });
    expect(del.status).toBe(200);
    expect((await t.call('GET', `/v1/chat/channels/${ch.id}?${q}`, { token })).status).toBe(404);
  });

  it('channel users: list with subscriptions, one member, own subscription changes only', async () => {
    const { owner, member, q, channel, token, mtoken } = await setup();
    const ch = await channel({ name: 'sales', users: [member.id] });
    const list = await t.call('GET', `/v1/chat/channels/${ch.id}/users?${q}&includeSubscription=true&pageSize=1`, { token });
    expect(list.status).toBe(200);
    expect(list.body.users).toHaveLength(1);
    expect(list.body.users[0].subscription.notificationLevel).toBe('all');
    const next = await t.call('GET', `/v1/chat/channels/${ch.id}/users?${q}&pageSize=1&pageToken=${list.body.nextPageToken}`, { token });
    expect(next.body.users).toHaveLength(1);
    expect(next.body.users[0].subscription).toBeUndefined();
    expect(new Set([list.body.users[0].id, next.body.users[0].id])).toEqual(new Set([owner.id, member.id]));
    const one = await t.call('GET', `/v1/chat/channels/${ch.id}/users/${member.id}?${q}`, { token });
    expect(one.body).toMatchObject({ id: member.id, role: 'member', firstName: 'Max' });
    const notMine = await t.call('PATCH', `/v1/chat/channels/${ch.id}/users/${member.id}?${q}`, {
      token,
      body: { notificationLevel: 'none' },
    });
    expect(notMine.status).toBe(403);
    const mine = await t.call('PATCH', `/v1/chat/channels/${ch.id}/users/${member.id}?${q}`, {
      token: mtoken,
      body: { notificationLevel: 'mentions' },
    });
    expect(mine.status).toBe(200);
    expect(mine.body.subscription.notificationLevel).toBe('mentions');
    // the same subscription through /v1/chat/users/{user}/subscriptions/{subscription}
    const sub = mine.body.subscription.id;
    const muted = await t.call('PATCH', `/v1/chat/users/me/subscriptions/${sub}`, {
      token: mtoken,
      body: { mutedUntil: '2099-01-01T00:00:00Z' },
    });
    expect(muted.status).toBe(200);
    expect(muted.body).toMatchObject({ id: sub, notificationLevel: 'mentions', mutedUntil: '2099-01-01T00:00:00.000Z' });
    const other = await t.call('PATCH', `/v1/chat/users/${owner.id}/subscriptions/${sub}`, {
      token: mtoken,
      body: { notificationLevel: 'all' },
    });
    expect(other.status).toBe(403);
    const foreign = await t.call('PATCH', `/v1/chat/users/me/subscriptions/${sub}`, { token, body: { notificationLevel: 'all' } });
    expect(foreign.status).toBe(404);
    const me = await t.call('GET', '/v1/chat/users/me', { token: mtoken });
    expect(me.body).toMatchObject({ id: member.id, firstName: 'Max', subscriptionCount: 1 });
    const them = await t.call('GET', `/v1/chat/users/${owner.id}`, { token: mtoken });
    expect(them.body).toMatchObject({ id: owner.id, subscriptionCount: 0 });
    const stranger = await t.createUser();
    expect((await t.call('GET', `/v1/chat/users/${owner.id}`, { token: await t.tokenFor(stranger.id) })).status).toBe(404);
  });
});

describe('chat messages', () => {
  it('pages by limit with before, after and around, stable while new messages arrive', async () => {
    const { q, channel, post, token } = await setup();
    const ch = await channel({ name: 'firehose' });
    const ids: string[] = [];
    for (let i = 1; i <= 25; i++) ids.push((await post(ch.id, `message number ${i}`)).id);
    const base = `/v1/chat/channels/${ch.id}/messages?${q}`;
    const latest = await t.call('GET', `${base}&limit=10`, { token });
    expect(latest.status).toBe(200);
    expect(latest.body.messages.map((m: { text: string }) => m.text)).toEqual(
      Array.from({ length: 10 }, (_, i) => `message number ${16 + i}`),
    );
    expect(latest.body).toMatchObject({ hasMoreBefore: true, hasMoreAfter: false });
    await post(ch.id, 'arrived while paging');
    const older = await t.call('GET', `${base}&limit=10&before=${ids[15]}`, { token });
    expect(older.body.messages.map((m: { seq: number }) => m.seq)).toEqual(Array.from({ length: 10 }, (_, i) => 6 + i));
    const viaToken = await t.call('GET', `${base}&pageSize=10&pageToken=${latest.body.nextPageToken}`, { token });
    expect(viaToken.body.messages.map((m: { seq: number }) => m.seq)).toEqual(older.body.messages.map((m: { seq: number }) => m.seq));
    const oldest = await t.call('GET', `${base}&limit=10&before=${ids[5]}`, { token });
    expect(oldest.body.messages.map((m: { seq: number }) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(oldest.body).toMatchObject({ hasMoreBefore: false, hasMoreAfter: true, nextPageToken: null });
    const after = await t.call('GET', `${base}&limit=5&after=${ids[22]}`, { token });
    expect(after.body.messages.map((m: { seq: number }) => m.seq)).toEqual([24, 25, 26]);
    expect(after.body).toMatchObject({ hasMoreBefore: true, hasMoreAfter: false });
    const around = await t.call('GET', `${base}&limit=5&around=${ids[9]}`, { token });
    expect(around.body.messages.map((m: { seq: number }) => m.seq)).toEqual([8, 9, 10, 11, 12]);
    expect(around.body).toMatchObject({ hasMoreBefore: true, hasMoreAfter: true });
    const two = await t.call('GET', `${base}&before=${ids[3]}&after=${ids[1]}`, { token });
    expect(two.status).toBe(422);
  });

  it("a page carries each message's reactions (grouped per emoji, in order) and only its own", async () => {
    const { q, channel, post, token, mtoken, member } = await setup();
    const ch = await channel({ name: 'reacted', users: [member.id] });
    const ids: string[] = [];
    for (let i = 1; i <= 6; i++) ids.push((await post(ch.id, `reacted ${i}`)).id);
    const react = (id: string, tok: string, emoji: string) =>
      t.call('POST', `/v1/chat/channels/${ch.id}/messages/${id}/reactions?${q}`, { token: tok, body: { emoji } });
    await react(ids[1]!, mtoken, '👍');
    await react(ids[1]!, token, '🎉');
    await react(ids[1]!, token, '👍');
    await react(ids[4]!, mtoken, '🎉');
    const base = `/v1/chat/channels/${ch.id}/messages?${q}`;
    for (const url of [`${base}&limit=50`, `${base}&limit=5&around=${ids[2]}`, `${base}&limit=4&after=${ids[0]}`]) {
      const page = await t.call('GET', url, { token });
      const by = new Map(page.body.messages.map((m: { id: string; reactions: unknown[] }) => [m.id, m.reactions]));
      expect(by.get(ids[1])).toEqual([
        { emoji: '👍', count: 2, users: [member.id, expect.any(String)], me: true },
        { emoji: '🎉', count: 1, users: [expect.any(String)], me: true },
      ]);
      expect(by.get(ids[4])).toEqual([{ emoji: '🎉', count: 1, users: [member.id], me: false }]);
      for (const id of [ids[2], ids[3]]) expect(by.get(id)).toEqual([]);
    }
  });

  it('concurrent posts get gapless, unique positions in commit order', async () => {
    const { q, channel, token, mtoken, member } = await setup();
    const ch = await channel({ name: 'busy', users: [member.id] });
    const sends = Array.from({ length: 12 }, (_, i) =>
      t.call('POST', `/v1/chat/channels/${ch.id}/messages?${q}`, { token: i % 2 ? token : mtoken, body: { text: `burst ${i}` } }),
    );
    const answers = await Promise.all(sends);
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(201));
    expect(answers.map((a) => a.body.seq).sort((x: number, y: number) => x - y)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    const page = await t.call('GET', `/v1/chat/channels/${ch.id}/messages?${q}&limit=100`, { token });
    expect(page.body.messages.map((m: { seq: number }) => m.seq)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('a retried send with the same client key posts once; another text under that key is a 409', async () => {
    const { q, channel, token } = await setup();
    const ch = await channel({ name: 'offline' });
    const send = (text: string) =>
      t.call('POST', `/v1/chat/channels/${ch.id}/messages?${q}`, { token, body: { text, clientKey: 'k-0123456789abcdef' } });
    const [a, b] = await Promise.all([send('sent from the train'), send('sent from the train')]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.id).toBe(b.body.id);
    const c = await send('sent from the train');
    expect(c.status).toBe(200);
    expect(c.body.id).toBe(a.body.id);
    const d = await send('something else');
    expect(d.status).toBe(409);
    expect(d.body.code).toBe('CHAT_CLIENT_KEY_REUSED');
    const list = await t.call('GET', `/v1/chat/channels/${ch.id}/messages?${q}`, { token });
    expect(list.body.messages).toHaveLength(1);
  });

  it('edits keep history, deletes leave "message deleted", reactions count per emoji; only authors edit', async () => {
    const { q, channel, post, token, mtoken, member } = await setup();
    const ch = await channel({ name: 'edits', users: [member.id] });
    const m = await post(ch.id, 'Teh **first** draft');
    const base = `/v1/chat/channels/${ch.id}/messages/${m.id}?${q}`;
    expect((await t.call('PATCH', base, { token: mtoken, body: { text: 'hijack' } })).status).toBe(403);
    const edited = await t.call('PATCH', base, { token, body: { text: 'The **first** draft' } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ text: 'The **first** draft', edited: true });
    const r1 = await t.call('POST', `/v1/chat/channels/${ch.id}/messages/${m.id}/reactions?${q}`, { token: mtoken, body: { emoji: '👍' } });
    expect(r1.status).toBe(200);
    const r2 = await t.call('POST', `/v1/chat/channels/${ch.id}/messages/${m.id}/reactions?${q}`, { token, body: { emoji: '👍' } });
    await t.call('POST', `/v1/chat/channels/${ch.id}/messages/${m.id}/reactions?${q}`, { token, body: { emoji: '👍' } }); // twice: once
    expect(r2.body.reactions).toEqual([{ emoji: '👍', count: 2, users: [member.id, expect.any(String)], me: true }]);
    const un = await t.call('DELETE', `/v1/chat/channels/${ch.id}/messages/${m.id}/reactions?${q}`, {
      token: mtoken,
      body: { emoji: '👍' },
    });
    expect(un.body.reactions[0]).toMatchObject({ count: 1, me: false });
    expect((await t.call('DELETE', base, { token: mtoken })).status).toBe(403);
    const del = await t.call('DELETE', base, { token });
    expect(del.body).toMatchObject({ deleted: true, text: '' });
    const got = await t.call('GET', base, { token });
    expect(got.body.history.map((h: { kind: string; text: string }) => [h.kind, h.text])).toEqual([
      ['edit', 'Teh **first** draft'],
      ['delete', 'The **first** draft'],
    ]);
    const listed = await t.call('GET', `/v1/chat/channels/${ch.id}/messages?${q}`, { token });
    expect(listed.body.messages[0]).toMatchObject({ id: m.id, deleted: true, text: '' });
  });

  it('full-text search ranks matches (stemming and prefixes), skips deleted messages, and pages', async () => {
    const { q, channel, post, token } = await setup();
    const ch = await channel({ name: 'search' });
    await post(ch.id, 'The printer is jammed again');
    await post(ch.id, 'Printing the invoices for the printer vendor, printer printer');
    await post(ch.id, 'Lunch?');
    const gone = await post(ch.id, 'printer secret');
    await t.call('DELETE', `/v1/chat/channels/${ch.id}/messages/${gone.id}?${q}`, { token });
    const res = await t.call('GET', `/v1/chat/channels/${ch.id}/messages/search?${q}&search=printer&limit=1`, { token });
    expect(res.status).toBe(200);
    expect(res.body.messages).toHaveLength(1);
    expect(res.body.messages[0].text).toContain('vendor');
    expect(res.body.messages[0].headline).toContain('\u0002');
    const next = await t.call(
      'GET',
      `/v1/chat/channels/${ch.id}/messages/search?${q}&search=printer&limit=1&pageToken=${res.body.nextPageToken}`,
      {
        token,
      },
    );
    expect(next.body.messages.map((m: { text: string }) => m.text)).toEqual(['The printer is jammed again']);
    expect(next.body.nextPageToken).toBeNull();
    const prefix = await t.call('GET', `/v1/chat/channels/${ch.id}/messages/search?${q}&search=jam`, { token });
    expect(prefix.body.messages).toHaveLength(1);
    const none = await t.call('GET', `/v1/chat/channels/${ch.id}/messages/search?${q}&search=%20`, { token });
    expect(none.status).toBe(422);
  });

  it('read state: metadata counts unread and mentions per channel; read advances and never goes back', async () => {
    const { q, channel, post, token, mtoken, member, owner } = await setup();
    const ch = await channel({ name: 'reads', users: [member.id] });
    const first = await post(ch.id, 'one');
    await post(ch.id, `two for <@${member.id}>`);
    await post(ch.id, 'three');
    await post(ch.id, 'my own', mtoken);
    const meta = await t.call('POST', `/v1/chat/users/${member.id}/messages/metadata`, { token: mtoken, body: { project: q.slice(8) } });
    expect(meta.status).toBe(200);
    expect(meta.body.channels).toEqual([expect.objectContaining({ channel: ch.id, unread: 0, mentions: 0 })]); // posting read it all
    // the owner has read up to their own message 3; the member's message 4 is unread for them
    const ometa = await t.call('POST', '/v1/chat/users/me/messages/metadata', { token, body: {} });
    expect(ometa.body.channels.find((c: { channel: string }) => c.channel === ch.id)).toMatchObject({ unread: 1, mentions: 0 });
    // move the member back? never: read to the first message keeps the later position
    const back = await t.call('POST', `/v1/chat/users/${member.id}/messages/read`, {
      token: mtoken,
      body: { project: q.slice(8), channel: ch.id, message: first.id },
    });
    expect(back.status).toBe(200);
    expect(back.body.unread).toBe(0);
    await post(ch.id, `five <@${member.id}>`);
    await post(ch.id, 'six');
    const m2 = await t.call('POST', `/v1/chat/users/${member.id}/messages/metadata`, { token: mtoken, body: { channels: [ch.id] } });
    expect(m2.body).toMatchObject({ unread: 2, mentions: 1 });
    const read = await t.call('POST', `/v1/chat/users/me/messages/read`, { token: mtoken, body: { project: q.slice(8), channel: ch.id } });
    expect(read.body).toMatchObject({ unread: 0, mentions: 0 });
    const foreign = await t.call('POST', `/v1/chat/users/${owner.id}/messages/read`, {
      token: mtoken,
      body: { project: q.slice(8), channel: ch.id },
    });
    expect(foreign.status).toBe(403);
  });

  it('a mention and a direct message notify with a push queued; level "none" and mutes are respected; the click opens the message', async () => {
    const { q, p, channel, post, member, third, owner, ttoken } = await setup();
    const ch = await channel({ name: 'announcements', users: [member.id, third.id] });
    await t.call('PATCH', `/v1/chat/channels/${ch.id}/users/${third.id}?${q}`, { token: ttoken, body: { notificationLevel: 'none' } });
    const m = await post(ch.id, `Hello <@${member.id}> and <@${third.id}>, see **this**`);
    const [n] = await t.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(n).toMatchObject({ title: 'Olive Owner mentioned you in #announcements', body: 'Hello @Max Member and @Tess Third, see this' });
    expect(n!.action).toBe(`/chat?project=${p.id}&channel=${ch.id}&message=${m.id}`);
    const pushes = await t.db.select().from(jobs).where(eq(jobs.queue, 'push'));
    expect(pushes.some((j) => (j.payload as { notificationId: string }).notificationId === n!.id)).toBe(true);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, third.id))).toEqual([]);
    // a plain message in a channel notifies nobody; in a direct conversation it does
    await post(ch.id, 'no mention here');
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, member.id))).toHaveLength(1);
    const dm = await t.call('POST', `/v1/chat/channels?${q}`, { token: ttoken, body: { type: 'direct', users: [owner.id] } });
    await post(dm.body.id, 'ping', ttoken);
    const [d] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id)));
    expect(d).toMatchObject({ title: 'Tess Third sent you a message', body: 'ping' });
  });
});

describe('the enquiry channel seam', () => {
  it('creates the channel once with its members and returns it after; a non-member id is left out', async () => {
    const { p, owner, member } = await setup();
    const stranger = await t.createUser();
    const input = {
      projectId: p.id,
      enquiryId: 'enq_1',
      name: 'Enquiry: blue mugs',
      createdBy: owner.id,
      memberIds: [member.id, stranger.id],
    };
    const [a, b] = await Promise.all([
      t.db.transaction((tx) => enquiryChatChannel.get()(tx, input)),
      t.db.transaction((tx) => enquiryChatChannel.get()(tx, input)),
    ]);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect(a.channelId).toBe(b.channelId);
    const c = await t.db.transaction((tx) => enquiryChatChannel.get()(tx, { ...input, name: 'renamed' }));
    expect(c).toEqual({ channelId: a.channelId, created: false });
    const ch = await t.call('GET', `/v1/chat/channels/${a.channelId}?project=${p.id}`, { token: await t.tokenFor(member.id) });
    expect(ch.body).toMatchObject({ type: 'private', name: 'Enquiry: blue mugs', enquiryId: 'enq_1', memberCount: 2 });
  });
});
