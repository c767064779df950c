/**
 * Chat attachments (issue 18): messages carry files of the project's drive; whoever may read the channel may
 * download them (even private drive files) and see image thumbnails through signed image-service URLs; nobody
 * else can. Files of another project, unknown or unfinished files, and senders who may not read the drive: 422.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { imageUrl } from '../../../common/image-url.ts';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';

let t: TestServer;
let png: Buffer;
beforeAll(async () => {
  t = await setupTestServer();
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();
});

async function raw(path: string, token: string, init: { method?: string; body?: Uint8Array; headers?: Record<string, string> } = {}) {
  const res = await t.app.request(path, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, ...init.headers },
    body: init.body,
  });
  return { status: res.status, headers: res.headers, buf: Buffer.from(await res.arrayBuffer()) };
}

/** A ready drive file of `project`, uploaded by `token`'s user. */
async function upload(project: string, token: string, name: string, bytes: Buffer, extra: object = {}) {
  const created = await t.call('POST', `/v1/drive/files?project=${project}`, { token, body: { name, size: bytes.length, ...extra } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const up = await raw(`/v1/drive/files/${created.body.id}?project=${project}`, token, { method: 'POST', body: bytes });
  expect(up.status).toBe(200);
  return created.body.id as string;
}

async function setup() {
  const owner = await t.createUser({ firstName: 'Olive', lastName: 'Owner' });
  const member = await t.createUser({ firstName: 'Max', lastName: 'Member' });
  const outsider = await t.createUser({ firstName: 'Nora', lastName: 'Nonmember' });
  const p = await t.createProject(owner.id);
  await t.addMember(p.id, member.id, 'member');
  await t.addMember(p.id, outsider.id, 'member');
  const [token, mtoken, otoken] = await Promise.all([t.tokenFor(owner.id), t.tokenFor(member.id), t.tokenFor(outsider.id)]);
  const q = `project=${p.id}`;
  const priv = await t.call('POST', `/v1/chat/channels?${q}`, { token, body: { type: 'private', name: 'design', users: [member.id] } });
  expect(priv.status).toBe(201);
  return { owner, member, outsider, p, token, mtoken, otoken, q, channel: priv.body.id as string };
}

describe('chat attachments', () => {
  it('sends drive files with a message; history, get, search and the stream event carry them', async () => {
    const { p, token, mtoken, q, channel } = await setup();
    const image = await upload(p.id, token, 'Mock-up.png', png);
    const pdf = await upload(p.id, token, 'Brief.txt', Buffer.from('the brief, in words\n'));
    const sent = await t.call('POST', `/v1/chat/channels/${channel}/messages?${q}`, {
      token,
      body: { text: 'Here is the mock-up', attachments: [{ file: image }, { file: pdf }] },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.attachments).toMatchObject([
      { file: image, name: 'Mock-up.png', contentType: 'image/png', size: png.length },
      { file: pdf, name: 'Brief.txt', contentType: expect.stringMatching(/^text\/plain/), imageToken: null },
    ]);
    expect(sent.body.attachments[0].imageToken).toMatch(/^\d+\.[A-Za-z0-9_-]{32}$/);
    expect(sent.body.attachments[0].downloadUrl).toBe(`/v1/chat/channels/${channel}/messages/${sent.body.id}/attachments/${image}?${q}`);

    // an image alone is a message too
    const only = await t.call('POST', `/v1/chat/channels/${channel}/messages?${q}`, { token, body: { attachments: [{ file: image }] } });
    expect(only.status).toBe(201);
    expect(only.body.text).toBe('');

    const history = await t.call('GET', `/v1/chat/channels/${channel}/messages?${q}`, { token: mtoken });
    expect(history.status).toBe(200);
    const listed = history.body.messages.find((m: { id: string }) => m.id === sent.body.id);
    expect(listed.attachments.map((a: { file: string }) => a.file)).toEqual([image, pdf]);
    expect(listed.attachments[0].imageToken).toMatch(/^\d+\./);
    const one = await t.call('GET', `/v1/chat/channels/${channel}/messages/${sent.body.id}?${q}`, { token: mtoken });
    expect(one.body.attachments).toHaveLength(2);
    const found = await t.call('GET', `/v1/chat/channels/${channel}/messages/search?${q}&search=mock`, { token: mtoken });
    expect(found.body.messages[0].attachments[0].file).toBe(image);

    // the stream's event carries the attachments with a usable image token
    const ev = await t.db.execute<{ payload: { id: string; attachments: { file: string; imageToken: string | null }[] } }>(
      (await import('drizzle-orm'))
        .sql`SELECT payload FROM chat_events WHERE project_id = ${p.id} AND type = 'message.created' ORDER BY seq`,
    );
    const payload = ev.rows.find((r) => r.payload.id === sent.body.id)!.payload;
    expect(payload.attachments.map((a) => a.file)).toEqual([image, pdf]);
    expect(payload.attachments[0]!.imageToken).toMatch(/^\d+\./);

    // the retried send (same clientKey, same files) is the same message; other files with that key: 409
    const body = { text: 'again', clientKey: 'attach-retry-1', attachments: [{ file: pdf }] };
    const first = await t.call('POST', `/v1/chat/channels/${channel}/messages?${q}`, { token, body });
    const retry = await t.call('POST', `/v1/chat/channels/${channel}/messages?${q}`, { token, body });
    expect([first.status, retry.status]).toEqual([201, 200]);
    expect(retry.body.id).toBe(first.body.id);
    const other = await t.call('POST', `/v1/chat/channels/${channel}/messages?${q}`, {
      token,
      body: { ...body, attachments: [{ file: image }] },
    });
    expect(other.status).toBe(409);
  });

  it('refuses files of another project, unknown or unfinished files and senders who may not read the drive (422)', async () => {
    const { p, token, q, channel, member } = await setup();
    const stranger = await t.createUser();
    const other = await t.createProject(stranger.id);
    const stok = await t.tokenFor(stranger.id);
    const foreign = await upload(other.id, stok, 'theirs.png', png);
    const post = (body: object, tok = token) => t.call('POST', `/v1/chat/channels/${channel}/messages?${q}`, { token: tok, body });

    const res = await post({ text: 'look', attachments: [{ file: foreign }] });
    expect(res.status).toBe(422);
    expect(res.body.errors.attachments[0]).toContain(foreign);
    expect((await post({ text: 'look', attachments: [{ file: 'drv_doesnotexist000' }] })).status).toBe(422);
    const unfinished = await t.call('POST', `/v1/drive/files?project=${p.id}`, { token, body: { name: 'half.bin', size: 100 } });
    expect((await post({ text: 'look', attachments: [{ file: unfinished.body.id }] })).status).toBe(422);
    expect((await post({ text: '', attachments: [] })).status).toBe(422);
    expect((await post({ text: 'x', attachments: Array.from({ length: 11 }, () => ({ file: foreign })) })).status).toBe(422);
    expect((await post({ text: 'x', attachments: [{ file: foreign, url: 'http://x' }] })).status).toBe(422);
    // nothing was written by the refusals
    const history = await t.call('GET', `/v1/chat/channels/${channel}/messages?${q}`, { token });
    expect(history.body.messages).toHaveLength(0);

    // a role with chat but without the drive: may write, may not attach
    const role = await t.call('POST', `/v1/enforcer/roles?${q}`, {
      token,
      body: { name: 'Chatter', permissions: ['projects.project.get', 'chat.channels.list', 'chat.messages.create'] },
    });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    expect((await t.call('PUT', `/v1/enforcer/roles/${role.body.id}/users/${member.id}?${q}`, { token })).status).toBe(200);
    const mine = await upload(p.id, token, 'ours.png', png);
    const chatter = await t.tokenFor(member.id);
    const refused = await post({ text: 'see', attachments: [{ file: mine }] }, chatter);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.attachments[0]).toContain('drive');
    expect((await post({ text: 'plain words are fine' }, chatter)).status).toBe(201);
  });

  it('channel readers download a private drive file and see its thumbnail; a non-member of the channel cannot', async () => {
    const { p, token, mtoken, otoken, q, channel } = await setup();
    const image = await upload(p.id, token, 'Secret plan.png', png);
    const file = await t.call('GET', `/v1/drive/metadata/${image}?${q}`, { token });
    expect(file.body.public).toBe(false);
    const sent = await t.call('POST', `/v1/chat/channels/${channel}/messages?${q}`, {
      token,
      body: { text: 'plan', attachments: [{ file: image }] },
    });
    const url = sent.body.attachments[0].downloadUrl as string;

    const got = await raw(url, mtoken);
    expect(got.status).toBe(200);
    expect(got.buf.equals(png)).toBe(true);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('content-disposition')).toContain('attachment; filename="Secret plan.png"');
    expect((await raw(url, mtoken, { headers: { range: 'bytes=0-9' } })).status).toBe(206);

    const listed = await t.call('GET', `/v1/chat/channels/${channel}/messages?${q}`, { token: mtoken });
    const tokenForImage = listed.body.messages[0].attachments[0].imageToken as string;
    const thumb = imageUrl({ project: p.id, file: image, type: 'webp', width: 32, height: 32, private: true, token: tokenForImage });
    const rendered = await raw(thumb, mtoken);
    expect(rendered.status).toBe(200);
    expect(rendered.headers.get('content-type')).toBe('image/webp');

    // in the project but not in the private channel: the same 404 as an unknown channel; no message to read
    const denied = await raw(url, otoken);
    expect(denied.status).toBe(404);
    expect(JSON.parse(denied.buf.toString()).code).toBe('CHAT_CHANNEL_NOT_FOUND');
    expect((await t.call('GET', `/v1/chat/channels/${channel}/messages?${q}`, { token: otoken })).status).toBe(404);
    // outside the project entirely
    const stranger = await t.createUser();
    expect((await raw(url, await t.tokenFor(stranger.id))).status).toBe(404);
    // a file the message does not carry, even of the same drive
    const otherFile = await upload(p.id, token, 'other.png', png);
    const notAttached = await raw(url.replace(image, otherFile), mtoken);
    expect(notAttached.status).toBe(404);
    expect(JSON.parse(notAttached.buf.toString()).code).toBe('CHAT_ATTACHMENT_NOT_FOUND');
    // a deleted message keeps no attachments
    expect((await t.call('DELETE', `/v1/chat/channels/${channel}/messages/${sent.body.id}?${q}`, { token })).body.attachments).toEqual([]);
    expect((await raw(url, mtoken)).status).toBe(404);
  });
});
