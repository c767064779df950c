import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { imageUrl } from '../../../common/image-url.ts';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';

let t: TestServer;
let owner: Awaited<ReturnType<TestServer['createUser']>>;
let token: string;
let projectId: string;
let png: Buffer;

beforeAll(async () => {
  t = await setupTestServer();
  owner = await t.createUser();
  token = await t.tokenFor(owner.id);
  projectId = (await t.createProject(owner.id)).id;
  png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
});

const auth = () => ({ authorization: `Bearer ${token}` });

async function send(method: string, path: string, body?: Uint8Array | string, headers: Record<string, string> = {}) {
  const res = await t.app.request(path, { method, headers: { ...auth(), ...headers }, body });
  const buf = Buffer.from(await res.arrayBuffer());
  let json: any = null;
  try {
    json = JSON.parse(buf.toString('utf8'));
  } catch {}
  return { status: res.status, headers: res.headers, buf, body: json };
}

async function createFile(body: Record<string, unknown>, project = projectId) {
  return t.call('POST', `/v1/drive/files?project=${project}`, { token, body });
}

async function uploadWhole(name: string, bytes: Buffer, extra: Record<string, unknown> = {}) {
  const created = await createFile({ name, size: bytes.length, ...extra });
  expect(created.status).toBe(201);
  const up = await send('POST', `/v1/drive/files/${created.body.id}?project=${projectId}`, bytes);
  expect(up.status).toBe(200);
  return up.body;
}

describe('drive files', () => {
  it('creates, uploads, sniffs the type from the bytes, checksums and downloads with Range and ETag', async () => {
    const file = await uploadWhole('Red square.png', png, { contentType: 'text/plain', folder: 'photos/2026/' });
    expect(file).toMatchObject({ status: 'ready', contentType: 'image/png', folder: '/photos/2026', path: '/photos/2026/Red square.png' });
    expect(file.sha256).toBe(createHash('sha256').update(png).digest('hex'));
    expect(file.uploadOffset).toBe(png.length);

    const url = `/v1/drive/files/${file.id}?project=${projectId}`;
    const whole = await send('GET', url);
    expect(whole.status).toBe(200);
    expect(whole.buf.equals(png)).toBe(true);
    expect(whole.headers.get('content-type')).toBe('image/png');
    expect(whole.headers.get('content-disposition')).toBe(`attachment; filename="Red square.png"; filename*=UTF-8''Red%20square.png`);
    const etag = whole.headers.get('etag')!;
    expect(etag).toBe(`"${file.sha256}"`);
    expect((await send('GET', url, undefined, { 'if-none-match': etag })).status).toBe(304);

    const part = await send('GET', url, undefined, { range: 'bytes=10-19' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${png.length}`);
    expect(part.buf.equals(png.subarray(10, 20))).toBe(true);
    const tail = await send('GET', url, undefined, { range: 'bytes=-5' });
    expect(tail.buf.equals(png.subarray(png.length - 5))).toBe(true);
    const outside = await send('GET', url, undefined, { range: `bytes=${png.length}-` });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${png.length}`);

    // A second upload to a finished file is refused.
    expect((await send('POST', url, png)).status).toBe(409);
  });

  it('resumes a chunked upload at the offset the server reports; non-ASCII names download safely', async () => {
    const bytes = Buffer.from('résumé line\n'.repeat(2000));
    const created = await createFile({ name: 'Résumé "final".txt', size: bytes.length });
    const url = `/v1/drive/files/${created.body.id}?project=${projectId}`;
    const first = await send('POST', url, bytes.subarray(0, 10_000), { 'content-range': `bytes 0-9999/${bytes.length}` });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'uploading', uploadOffset: 10_000 });
    // A chunk from the wrong offset answers where to continue.
    const wrong = await send('POST', url, bytes.subarray(5000, 6000), { 'content-range': `bytes 5000-5999/${bytes.length}` });
    expect(wrong.status).toBe(409);
    expect(wrong.body).toMatchObject({ code: 'DRIVE_UPLOAD_OFFSET_MISMATCH', offset: 10_000 });
    const meta = await t.call('GET', `/v1/drive/metadata/${created.body.id}?project=${projectId}`, { token });
    expect(meta.body.uploadOffset).toBe(10_000);
    // Not downloadable before it is complete.
    expect((await send('GET', url)).status).toBe(409);
    const rest = await send('POST', url, bytes.subarray(10_000), { 'content-range': `bytes 10000-${bytes.length - 1}/${bytes.length}` });
    expect(rest.body).toMatchObject({ status: 'ready', contentType: 'text/plain' });
    const dl = await send('GET', url);
    expect(dl.buf.equals(bytes)).toBe(true);
    expect(dl.headers.get('content-disposition')).toBe(
      `attachment; filename="R_sum_ _final_.txt"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22.txt`,
    );
    expect(dl.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('refuses more bytes than declared, a wrong checksum, and bad names (path traversal) with 4xx', async () => {
    const created = await createFile({ name: 'small.bin', size: 4 });
    const tooMuch = await send('POST', `/v1/drive/files/${created.body.id}?project=${projectId}`, Buffer.from('12345678'));
    expect(tooMuch.status).toBe(413);
    const meta = await t.call('GET', `/v1/drive/metadata/${created.body.id}?project=${projectId}`, { token });
    expect(meta.body.uploadOffset).toBe(0);

    const sum = await createFile({ name: 'sum.txt', size: 5, sha256: 'a'.repeat(64) });
    const bad = await send('POST', `/v1/drive/files/${sum.body.id}?project=${projectId}`, Buffer.from('hello'));
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('DRIVE_CHECKSUM_MISMATCH');

    for (const name of ['../../etc/passwd', '..', 'a/b', 'a\\b']) {
      const res = await createFile({ name, size: 1 });
      expect(res.status, name).toBe(422);
      expect(res.body.errors.name).toBeDefined();
    }
    const folder = await createFile({ name: 'x', size: 1, folder: '/a/../../b' });
    expect(folder.status).toBe(422);
    expect((await createFile({ name: 'x', size: -1 })).status).toBe(422);
    expect((await send('GET', `/v1/drive/files/..%2F..%2Fetc%2Fpasswd?project=${projectId}`)).status).toBe(404);
  });

  it('keeps tenants apart: another project 404, anonymous 401, private files never public', async () => {
    const file = await uploadWhole('secret.png', png);
    const stranger = await t.createUser();
    const strangerProject = await t.createProject(stranger.id);
    const st = await t.tokenFor(stranger.id);
    for (const path of [`/v1/drive/files/${file.id}`, `/v1/drive/metadata/${file.id}`]) {
      expect((await t.call('GET', `${path}?project=${projectId}`, { token: st })).status).toBe(404);
      // Their own project does not reach our file either.
      expect((await t.call('GET', `${path}?project=${strangerProject.id}`, { token: st })).status).toBe(404);
      expect((await t.call('GET', `${path}?project=${projectId}`)).status).toBe(401);
    }
    expect((await t.call('DELETE', `/v1/drive/files/${file.id}?project=${strangerProject.id}`, { token: st })).status).toBe(404);
    const pub = `/v1/drive/public/${projectId}/files/${file.id}`;
    expect((await t.app.request(pub)).status).toBe(404);
    const patched = await t.call('PATCH', `/v1/drive/metadata/${file.id}?project=${projectId}`, { token, body: { public: true } });
    expect(patched.body.publicUrl).toBe(pub);
    const anon = await t.app.request(pub);
    expect(anon.status).toBe(200);
    expect(Buffer.from(await anon.arrayBuffer()).equals(png)).toBe(true);
    // The public path of another project with our file id is still a 404.
    expect((await t.app.request(`/v1/drive/public/${strangerProject.id}/files/${file.id}`)).status).toBe(404);
  });

  it('enforces the quota and the largest file of the admin setup with 413; only platform admins set it up', async () => {
    const member = await t.createUser();
    const p = await t.createProject(member.id);
    const mt = await t.tokenFor(member.id);
    expect((await t.call('POST', `/v1/drive/admin/projects/${p.id}`, { token: mt, body: { quotaBytes: 100 } })).status).toBe(403);
    const admin = await t.createUser({ isAdmin: true });
    const at = await t.tokenFor(admin.id);
    const setup = await t.call('POST', `/v1/drive/admin/projects/${p.id}`, {
      token: at,
      body: { quotaBytes: 1000, maxFileBytes: 600, allowedTypes: ['image/*', 'text/plain'] },
    });
    expect(setup.status).toBe(201);
    expect(setup.body).toMatchObject({ custom: true, quotaBytes: 1000, usage: { bytes: 0 } });
    expect((await t.call('POST', `/v1/drive/admin/projects/${p.id}`, { token: at, body: {} })).status).toBe(409);
    expect((await t.call('POST', `/v1/drive/admin/projects/${p.id}`, { token: at, body: { quotaBytes: -1 } })).status).toBe(422);

    const mk = (size: number, name = 'f.txt') => t.call('POST', `/v1/drive/files?project=${p.id}`, { token: mt, body: { name, size } });
    expect((await mk(700)).body.code).toBe('DRIVE_FILE_TOO_LARGE');
    expect((await mk(500)).status).toBe(201);
    const over = await mk(501);
    expect(over.status).toBe(413);
    expect(over.body.code).toBe('DRIVE_QUOTA_EXCEEDED');
    // Concurrent creates cannot both take the last free bytes.
    const both = await Promise.all([mk(300), mk(300)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 413]);

    // Allowed types: a zip is refused once its bytes show what it is.
    const patched = await t.call('PATCH', `/v1/drive/admin/projects/${p.id}`, { token: at, body: { quotaBytes: 100_000 } });
    expect(patched.body.quotaBytes).toBe(100_000);
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40)]);
    const created = await t.call('POST', `/v1/drive/files?project=${p.id}`, { token: mt, body: { name: 'fake.txt', size: zip.length } });
    const res = await t.app.request(`/v1/drive/files/${created.body.id}?project=${p.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${mt}` },
      body: zip,
    });
    expect(res.status).toBe(415);
    expect((await t.call('GET', `/v1/drive/metadata/${created.body.id}?project=${p.id}`, { token: mt })).status).toBe(404);

    const list = await t.call('GET', '/v1/drive/admin/projects?pageSize=100', { token: at });
    expect(list.status).toBe(200);
    expect(list.body.projects.find((r: { project: string }) => r.project === p.id)).toMatchObject({
      custom: true,
      usage: { uploading: 2 },
    });
    expect((await t.call('DELETE', `/v1/drive/admin/projects/${p.id}`, { token: at })).status).toBe(200);
    expect((await t.call('GET', `/v1/drive/admin/projects/${p.id}`, { token: at })).body.custom).toBe(false);
    expect((await t.call('GET', '/v1/drive/admin/projects/prj_nope', { token: at })).status).toBe(404);
  });
});

describe('metadata, sync and admin metrics', () => {
  it('lists with full-text search, sort and paging; patches metadata; deletes', async () => {
    const owner2 = await t.createUser();
    const p = (await t.createProject(owner2.id)).id;
    const tk = await t.tokenFor(owner2.id);
    const names = ['banana.txt', 'apple.txt', 'cherry.txt'];
    const ids: string[] = [];
    for (const [i, name] of names.entries()) {
      const c = await t.call('POST', `/v1/drive/files?project=${p}`, {
        token: tk,
        body: { name, size: 0, tags: i === 0 ? ['summer', 'fruit'] : ['fruit'], title: i === 2 ? 'Spring catalogue' : '' },
      });
      ids.push(c.body.id);
    }
    const byName = await t.call('GET', `/v1/drive/metadata?project=${p}&sortBy=name&pageSize=2`, { token: tk });
    expect(byName.body.files.map((f: { name: string }) => f.name)).toEqual(['apple.txt', 'banana.txt']);
    const next = await t.call('GET', `/v1/drive/metadata?project=${p}&sortBy=name&pageSize=2&pageToken=${byName.body.nextPageToken}`, {
      token: tk,
    });
    expect(next.body.files.map((f: { name: string }) => f.name)).toEqual(['cherry.txt']);
    expect(next.body.nextPageToken).toBeNull();
    const found = await t.call('GET', `/v1/drive/metadata?project=${p}&query=summ`, { token: tk });
    expect(found.body.files.map((f: { name: string }) => f.name)).toEqual(['banana.txt']);
    const catalog = await t.call('GET', `/v1/drive/metadata?project=${p}&query=catalogues`, { token: tk });
    expect(catalog.body.files.map((f: { id: string }) => f.id)).toEqual([ids[2]]);
    expect((await t.call('GET', `/v1/drive/metadata?project=${p}&sortBy=color`, { token: tk })).status).toBe(422);

    const patched = await t.call('PATCH', `/v1/drive/metadata/${ids[0]}?project=${p}`, {
      token: tk,
      body: { name: 'plantain.txt', folder: '/fruit', description: 'Yellow', fields: { sku: 'B-1', weight: 120 } },
    });
    expect(patched.body).toMatchObject({ name: 'plantain.txt', path: '/fruit/plantain.txt', fields: { sku: 'B-1', weight: 120 } });
    expect((await t.call('PATCH', `/v1/drive/metadata/${ids[0]}?project=${p}`, { token: tk, body: { colour: 'x' } })).status).toBe(422);
    const inFolder = await t.call('GET', `/v1/drive/metadata?project=${p}&folder=/fruit`, { token: tk });
    expect(inFolder.body.files).toHaveLength(1);

    // Sync: every change after a cursor, in order, with the file's current state (null once deleted).
    const all = await t.call('GET', `/v1/drive/sync?project=${p}&limit=2`, { token: tk });
    expect(all.body.changes.map((c: { kind: string }) => c.kind)).toEqual(['created', 'created']);
    expect(all.body.hasMore).toBe(true);
    const rest = await t.call('GET', `/v1/drive/sync?project=${p}&cursor=${all.body.cursor}`, { token: tk });
    expect(rest.body.changes.map((c: { kind: string }) => c.kind)).toEqual(['created', 'updated']);
    expect((await t.call('DELETE', `/v1/drive/files/${ids[1]}?project=${p}`, { token: tk })).status).toBe(200);
    const after = await t.call('GET', `/v1/drive/sync?project=${p}&cursor=${rest.body.cursor}`, { token: tk });
    expect(after.body.changes).toEqual([expect.objectContaining({ kind: 'deleted', fileId: ids[1], file: null })]);
    const status = await t.call('GET', `/v1/drive/sync/status?project=${p}`, { token: tk });
    expect(status.body).toMatchObject({ cursor: after.body.cursor, changes: 5, uploading: 2 });
    expect((await t.call('GET', `/v1/drive/sync?project=${p}&cursor=abc`, { token: tk })).status).toBe(422);
  });

  it('sums uploads, downloads and storage over a time range (platform admins only)', async () => {
    const admin = await t.createUser({ isAdmin: true });
    const at = await t.tokenFor(admin.id);
    const start = new Date(Date.now() - 60_000).toISOString();
    const file = await uploadWhole('metric.png', png);
    await send('GET', `/v1/drive/files/${file.id}?project=${projectId}`);
    const end = new Date(Date.now() + 60_000).toISOString();
    const m = await t.call('GET', `/v1/drive/admin/projects/${projectId}/metrics?start=${start}&end=${end}`, { token: at });
    expect(m.status).toBe(200);
    expect(m.body.bytesUploaded).toBeGreaterThanOrEqual(png.length);
    expect(m.body.bytesDownloaded).toBeGreaterThanOrEqual(png.length);
    const today = m.body.days.find((d: { day: string }) => d.day === new Date().toISOString().slice(0, 10));
    expect(m.body.days.length).toBe(start.slice(0, 10) === end.slice(0, 10) ? 1 : 2);
    expect(today.filesUploaded).toBeGreaterThanOrEqual(1);
    expect(today.downloads).toBeGreaterThanOrEqual(1);
    const sum = (k: string) => m.body.days.reduce((n: number, d: Record<string, number>) => n + (d[k] ?? 0), 0);
    expect(sum('bytesUploaded')).toBe(m.body.bytesUploaded);
    expect(sum('filesUploaded')).toBe(m.body.filesUploaded);
    expect(sum('bytesDownloaded')).toBe(m.body.bytesDownloaded);
    expect(sum('downloads')).toBe(m.body.downloads);
    expect(m.body.days.at(-1)).toMatchObject({ bytesStored: m.body.bytesStored, filesStored: m.body.filesStored });
    // A week: every day listed, stored bytes carried over days without activity.
    const week = await t.call(
      'GET',
      `/v1/drive/admin/projects/${projectId}/metrics?start=${new Date(Date.now() - 6 * 86_400_000).toISOString()}&end=${end}`,
      {
        token: at,
      },
    );
    expect(week.body.days.length).toBeGreaterThanOrEqual(7);
    expect(week.body.days.at(-1).bytesStored).toBe(week.body.bytesStored);
    const all = await t.call('GET', `/v1/drive/admin/metrics?start=${start}&end=${end}`, { token: at });
    expect(all.body.bytesUploaded).toBeGreaterThanOrEqual(m.body.bytesUploaded);
    expect((await t.call('GET', `/v1/drive/admin/metrics?start=${start}`, { token: at })).status).toBe(422);
    expect((await t.call('GET', `/v1/drive/admin/metrics?start=${end}&end=${start}`, { token: at })).status).toBe(422);
    expect((await t.call('GET', `/v1/drive/admin/metrics?start=${start}&end=${end}`, { token })).status).toBe(403);
  });
});

/** A PNG whose header claims `w`×`h` pixels, with a tiny (invalid) body: a decompression bomb's shape. */
function bombPng(w: number, h: number) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('image service v2', () => {
  it('renders variants (sizes, types), caches them, and signs private files', async () => {
    const file = await uploadWhole('photo.png', png);
    expect(file.imageToken).toMatch(/^\d+\.[A-Za-z0-9_-]{32}$/);
    const unsigned = imageUrl({ project: projectId, file: file.id, type: 'webp', width: 200, height: 200 });
    expect((await t.app.request(unsigned)).status).toBe(404);
    const url = imageUrl({
      project: projectId,
      file: file.id,
      type: 'webp',
      width: 200,
      height: 200,
      private: true,
      token: file.imageToken,
    });
    const first = await t.app.request(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('cache-control')).toMatch(/^private, max-age=\d+/);
    const out = Buffer.from(await first.arrayBuffer());
    expect(await sharp(out).metadata()).toMatchObject({ width: 200, height: 200, format: 'webp' });
    const again = await t.app.request(url);
    expect(Buffer.from(await again.arrayBuffer()).equals(out)).toBe(true);
    expect((await t.app.request(url, { headers: { 'if-none-match': first.headers.get('etag')! } })).status).toBe(304);
    // A token for another file does not open this one; a forged one neither.
    const forged = url.replace(/token=[^&]+/, `token=${file.imageToken.slice(0, -2)}xx`);
    expect((await t.app.request(forged)).status).toBe(404);

    await t.call('PATCH', `/v1/drive/metadata/${file.id}?project=${projectId}`, { token, body: { public: true } });
    const zoomed = await t.app.request(
      imageUrl({ project: projectId, file: file.id, type: 'png', width: 100, zoom: 2, padding: { left: 10 } }),
    );
    expect(zoomed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable, no-transform');
    expect(await sharp(Buffer.from(await zoomed.arrayBuffer())).metadata()).toMatchObject({ width: 210, height: 150 });
    const jpg = await t.app.request(
      imageUrl({
        project: projectId,
        file: file.id,
        type: 'jpg',
        width: 50,
        height: 80,
        focalX: 0,
        mirrorX: true,
        rotate: 90,
        background: 'ffffff',
      }),
    );
    expect(await sharp(Buffer.from(await jpg.arrayBuffer())).metadata()).toMatchObject({ width: 80, height: 50, format: 'jpeg' });
    const pdf = await t.app.request(imageUrl({ project: projectId, file: file.id, type: 'pdf', width: 144, dpi: 144 }));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    for (const type of ['gif', 'tiff'] as const) {
      const r = await t.app.request(imageUrl({ project: projectId, file: file.id, type, width: 20, reflect: true }));
      expect(r.status, type).toBe(200);
    }
    // Clamps (negative sizes are 0 = source size) and refusals.
    const clamped = await t.app.request(`/v1/drive/images/${projectId}/${file.id}.png?w=-5&fx=7`);
    expect(await sharp(Buffer.from(await clamped.arrayBuffer())).metadata()).toMatchObject({ width: 400, height: 300 });
    expect((await t.app.request(`/v1/drive/images/${projectId}/${file.id}.bmp`)).status).toBe(422);
    expect((await t.app.request(`/v1/drive/images/${projectId}/${file.id}.png?fit=stretch`)).status).toBe(422);
    const huge = await t.app.request(`/v1/drive/images/${projectId}/${file.id}.png?w=9000&h=9000`);
    expect(huge.status).toBe(422);
    expect(((await huge.json()) as { code: string }).code).toBe('IMAGE_OUTPUT_TOO_LARGE');
  });

  it('refuses pixel bombs and files that are not images with 422', async () => {
    const bomb = await uploadWhole('bomb.png', bombPng(60_000, 60_000), { public: true });
    expect(bomb.contentType).toBe('image/png');
    const res = await t.app.request(`/v1/drive/images/${projectId}/${bomb.id}.webp?w=10`);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { code: string }).code).toBe('IMAGE_INPUT_TOO_LARGE');

    const text = await uploadWhole('notes.txt', Buffer.from('just text'), { public: true });
    const notImage = await t.app.request(`/v1/drive/images/${projectId}/${text.id}.png`);
    expect(notImage.status).toBe(422);
    // Bytes claiming to be a PNG but broken inside.
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    const b = await uploadWhole('broken.png', broken, { public: true });
    expect((await t.app.request(`/v1/drive/images/${projectId}/${b.id}.png?w=10`)).status).toBe(422);
  });

  it('answers its health', async () => {
    const res = await t.call('GET', '/v1/drive/healthz');
    expect(res.body).toEqual({ status: 'ok', storage: 'local' });
  });
});
