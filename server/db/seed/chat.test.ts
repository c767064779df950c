import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { seedDemoChat, seedDemoChatAttachments } from './chat.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

describe('chat seed', () => {
  it('writes channels with messages, reactions and some unread messages and mentions for the demo user, once', async () => {
    const demo = await t.createUser({ firstName: 'Demo' });
    const p = await t.createProject(demo.id);
    const others = await Promise.all([1, 2, 3].map((i) => t.createUser({ firstName: `Colleague ${i}` })));
    for (const o of others) await t.addMember(p.id, o.id);
    const started = Date.now();
    expect(await seedDemoChat(t.database, demo.email, 600)).toBe(true);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await seedDemoChat(t.database, demo.email, 600)).toBe(false);
    const token = await t.tokenFor(demo.id);
    const list = await t.call('GET', `/v1/chat/channels?project=${p.id}`, { token });
    const names = list.body.channels.map((c: { name: string }) => c.name).sort();
    expect(names).toEqual(expect.arrayContaining(['general', 'orders', 'random', 'design']));
    expect(list.body.channels.filter((c: { type: string }) => c.type === 'direct')).toHaveLength(2);
    const general = list.body.channels.find((c: { name: string }) => c.name === 'general');
    const page = await t.call('GET', `/v1/chat/channels/${general.id}/messages?project=${p.id}&limit=100`, { token });
    expect(page.body.messages).toHaveLength(100);
    expect(page.body.messages.at(-1).seq).toBe(600);
    for (const m of page.body.messages) expect(m.id).toMatch(/^msg_[0-9a-z]{26}$/);
    expect(page.body.hasMoreBefore).toBe(true);
    const meta = await t.call('POST', '/v1/chat/users/me/messages/metadata', { token, body: { project: p.id } });
    const g = meta.body.channels.find((c: { channel: string }) => c.channel === general.id);
    expect(g.unread).toBeGreaterThan(0);
    expect(g.unread).toBeLessThanOrEqual(12);
    expect(meta.body.unread).toBeGreaterThan(g.unread);
    const search = await t.call('GET', `/v1/chat/channels/${general.id}/messages/search?project=${p.id}&search=printer`, { token });
    expect(search.body.messages.length).toBeGreaterThan(0);
  });

  it('stores a few files in the drive and attaches them to #design messages, once', async () => {
    const demo = await t.createUser({ firstName: 'Demo' });
    const p = await t.createProject(demo.id);
    const other = await t.createUser({ firstName: 'Colleague' });
    await t.addMember(p.id, other.id);
    await t.db.execute(sql`DELETE FROM app_settings WHERE key = 'seed_chat_v1'`);
    expect(await seedDemoChat(t.database, demo.email, 120)).toBe(true);
    expect(await seedDemoChatAttachments(t.database, demo.email, t.config)).toBe(true);
    expect(await seedDemoChatAttachments(t.database, demo.email, t.config)).toBe(false);
    const token = await t.tokenFor(demo.id);
    const list = await t.call('GET', `/v1/chat/channels?project=${p.id}`, { token });
    const design = list.body.channels.find((c: { name: string }) => c.name === 'design');
    const page = await t.call('GET', `/v1/chat/channels/${design.id}/messages?project=${p.id}&limit=10`, { token });
    type A = { name: string; imageToken: string | null; downloadUrl: string };
    const carried: A[] = page.body.messages.flatMap((m: { attachments: A[] }) => m.attachments);
    expect(carried.map((a) => a.name).sort()).toEqual(['gift-box-sketch.png', 'label-mockup-v2.png', 'label-sizes.csv']);
    expect(carried.find((a) => a.name === 'label-mockup-v2.png')!.imageToken).toMatch(/^\d+\./);
    const csv = carried.find((a) => a.name === 'label-sizes.csv')!;
    const res = await t.app.request(csv.downloadUrl, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('label,width_mm');
  });
});
