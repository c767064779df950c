/**
 * The image fast path (server/modules/drive/image/): cached public variants answered ahead of the stack, with
 * exact security — a file made private, deleted, or changed by another process stops being served at once —
 * and cross-origin embedding (CORP) only for public files and public variants.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { imageUrl } from '../../../common/image-url.ts';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import pino from 'pino';
import { logger } from '../../lib/logger.ts';
import { imageHitCacheFor } from '../../lib/storage/image-hit-cache.ts';

let t: TestServer;
let token: string;
let projectId: string;
let png: Buffer;

beforeAll(async () => {
  t = await setupTestServer();
  const owner = await t.createUser();
  token = await t.tokenFor(owner.id);
  projectId = (await t.createProject(owner.id)).id;
  png = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  // The listener connects asynchronously; the fast path answers only once it listens.
  const cache = imageHitCacheFor(t.database);
  for (let i = 0; i < 100 && !cache.active; i++) await new Promise((r) => setTimeout(r, 50));
  expect(cache.active).toBe(true);
});

const auth = () => ({ authorization: `Bearer ${token}` });

async function upload(name: string, pub: boolean) {
  const created = await t.call('POST', `/v1/drive/files?project=${projectId}`, { token, body: { name, size: png.length, public: pub } });
  expect(created.status).toBe(201);
  const up = await t.app.request(`/v1/drive/files/${created.body.id}?project=${projectId}`, {
    method: 'POST',
    headers: auth(),
    body: new Uint8Array(png),
  });
  expect(up.status).toBe(200);
  return (await up.json()) as { id: string; imageToken: string };
}

/** `fromMemory`: answered by the fast path (the cache counted a hit), not the full stack. */
async function get(path: string, headers: Record<string, string> = {}) {
  const cache = imageHitCacheFor(t.database);
  const hits = cache.hits;
  const res = await t.app.request(path, { headers });
  return { status: res.status, headers: res.headers, buf: Buffer.from(await res.arrayBuffer()), fromMemory: cache.hits > hits };
}

/** GETs until a response comes from memory (the upload's own change notification may land after the first render). */
async function untilCached(url: string) {
  for (let i = 0; i < 50; i++) {
    const res = await get(url);
    expect(res.status).toBe(200);
    if (res.fromMemory) return res;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`never cached: ${url}`);
}

const setPublic = (id: string, value: boolean) =>
  t.call('PATCH', `/v1/drive/metadata/${id}?project=${projectId}`, { token, body: { public: value } });

describe('image fast path', () => {
  it('answers a cached public variant from memory with the same bytes and headers, and 304 on its ETag', async () => {
    const file = await upload('fast.png', true);
    const url = imageUrl({ project: projectId, file: file.id, type: 'webp', width: 60, height: 40 });
    const cache = imageHitCacheFor(t.database);
    const before = cache.size;
    const first = await get(url);
    expect(first.status).toBe(200);
    expect(first.fromMemory).toBe(false); // the full stack
    const hit = await untilCached(url); // answered ahead of the stack
    expect(cache.size).toBe(before + 1);
    expect(hit.buf.equals(first.buf)).toBe(true);
    const names = (h: Headers) => [...h.keys()].sort();
    expect(names(hit.headers)).toEqual(names(first.headers));
    for (const [h, v] of first.headers) if (h !== 'x-request-id') expect(hit.headers.get(h), h).toBe(v);
    // A request id of its own, as the stack's requestId middleware gives: the client's when valid, else a new one.
    expect(hit.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(hit.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    const given = await get(url, { 'x-request-id': 'trace-123' });
    expect(given.fromMemory && given.headers.get('x-request-id')).toBe('trace-123');
    expect((await get(url, { 'x-request-id': 'bad id!' })).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(hit.headers.get('cache-control')).toMatch(/^public, max-age=31536000, immutable/);

    const etag = hit.headers.get('etag')!;
    const notModified = await get(url, { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.buf.length).toBe(0);
    expect(notModified.fromMemory).toBe(true);
    expect(notModified.headers.get('x-request-id')).toBeTruthy();
  });

  it('writes the request log line for a hit as the stack does: same logger, fields and level', async () => {
    const file = await upload('logged.png', true);
    const url = imageUrl({ project: projectId, file: file.id, type: 'webp', width: 33 });
    // The logger is silent in tests: turn it on and read what it writes.
    const stream = (logger as unknown as Record<symbol, { write: (s: string) => boolean }>)[pino.symbols.streamSym]!;
    const write = stream.write;
    const level = logger.level;
    const lines: Record<string, unknown>[] = [];
    stream.write = (line: string) => {
      lines.push(JSON.parse(line));
      return true;
    };
    logger.level = 'info';
    try {
      const first = await get(url);
      const hit = await untilCached(url);
      const requests = lines.filter((l) => l.msg === 'request');
      const stackLine = requests[0]!;
      const hitLine = requests.at(-1)!;
      expect(first.fromMemory).toBe(false);
      expect(Object.keys(hitLine)).toEqual(Object.keys(stackLine));
      expect(stackLine).toMatchObject({ level: 30, service: 'shopfloor', method: 'GET', path: url.split('?')[0], status: 200 });
      expect(hitLine).toMatchObject({ level: 30, service: 'shopfloor', method: 'GET', path: url.split('?')[0], status: 200 });
      expect(hitLine.reqId).toBe(hit.headers.get('x-request-id'));
      expect(typeof hitLine.ms).toBe('number');
      const etag = hit.headers.get('etag')!;
      const notModified = await get(url, { 'if-none-match': etag });
      expect(notModified.fromMemory).toBe(true);
      expect(lines.at(-1)).toMatchObject({ msg: 'request', status: 304, reqId: notModified.headers.get('x-request-id') });
    } finally {
      stream.write = write;
      logger.level = level;
    }
  });

  it('stops serving a file made private at once, and serves it again only with its token', async () => {
    const file = await upload('goes-private.png', true);
    const url = imageUrl({ project: projectId, file: file.id, type: 'png', width: 30 });
    await untilCached(url);
    expect((await setPublic(file.id, false)).status).toBe(200);
    const after = await get(url);
    expect(after.status).toBe(404);
    expect(after.fromMemory).toBe(false);
    // With its token (a new one is handed out with the file), through the full path, never cached.
    const { body } = await t.call('GET', `/v1/drive/metadata/${file.id}?project=${projectId}`, { token });
    const signed = imageUrl({ project: projectId, file: file.id, type: 'png', width: 30, private: true, token: body.imageToken });
    for (let i = 0; i < 2; i++) {
      const res = await get(signed);
      expect(res.status).toBe(200);
      expect(res.fromMemory).toBe(false);
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    }
    expect((await get(url)).status).toBe(404);
  });

  it('stops serving a deleted file at once', async () => {
    const file = await upload('deleted.png', true);
    const url = imageUrl({ project: projectId, file: file.id, type: 'jpg', width: 20 });
    await untilCached(url);
    expect((await t.call('DELETE', `/v1/drive/files/${file.id}?project=${projectId}`, { token })).status).toBe(200);
    expect((await get(url)).status).toBe(404);
  });

  it('forgets a variant when another process changes the file (database trigger + LISTEN/NOTIFY)', async () => {
    const file = await upload('other-process.png', true);
    const url = imageUrl({ project: projectId, file: file.id, type: 'webp', width: 25 });
    await untilCached(url);
    // A write this process did not make (as another API process would): only the notification can tell us.
    await t.database.pool.query('update drive_files set public = false where project_id = $1 and id = $2', [projectId, file.id]);
    let status = 200;
    for (let i = 0; i < 100 && status === 200; i++) {
      status = (await get(url)).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(404);
  });

  it('never caches a private file: no token, a wrong token → 404 even after a signed render', async () => {
    const file = await upload('private.png', false);
    const plain = imageUrl({ project: projectId, file: file.id, type: 'png', width: 40 });
    const signed = imageUrl({ project: projectId, file: file.id, type: 'png', width: 40, private: true, token: file.imageToken });
    expect((await get(signed)).status).toBe(200);
    expect((await get(signed)).fromMemory).toBe(false);
    expect((await get(plain)).status).toBe(404);
    expect((await get(signed.replace(/token=[^&]+/, 'token=1.xx'))).status).toBe(404);
  });
});

describe('cross-origin embedding', () => {
  it('public files and public variants answer CORP cross-origin; private and other routes keep same-origin', async () => {
    const pub = await upload('embed.png', true);
    const variant = imageUrl({ project: projectId, file: pub.id, type: 'png', width: 50 });
    const full = await get(variant);
    expect(full.status).toBe(200);
    expect(full.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await untilCached(variant)).headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const download = await get(`/v1/drive/public/${projectId}/files/${pub.id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('cross-origin-resource-policy')).toBe('cross-origin');

    const members = await get(`/v1/drive/files/${pub.id}?project=${projectId}`, auth());
    expect(members.status).toBe(200);
    expect(members.headers.get('cross-origin-resource-policy')).toBe('same-origin');

    const priv = await upload('no-embed.png', false);
    const missing = await get(`/v1/drive/public/${projectId}/files/${priv.id}`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const privVariant = await get(imageUrl({ project: projectId, file: priv.id, type: 'png', private: true, token: priv.imageToken }));
    expect(privVariant.status).toBe(200);
    expect(privVariant.headers.get('cross-origin-resource-policy')).toBe('same-origin');

    const healthz = await get('/v1/drive/healthz');
    expect(healthz.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});
