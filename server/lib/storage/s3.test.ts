/** The S3 adapter against a real S3-compatible server (s3rver, started here), and the drive's flow on it. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer } from '../../../tests/setup/server.ts';
import { s3Storage } from './s3.ts';

let server: S3rver;
let endpoint: string;
const dir = mkdtempSync(join(tmpdir(), 'sf-s3-'));
const env = () => ({
  S3_ENDPOINT: endpoint,
  S3_BUCKET: 'drive-test',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
});

beforeAll(async () => {
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: join(dir, 'data'),
    configureBuckets: [{ name: 'drive-test', configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('S3 storage adapter', () => {
  it('stores, reads whole and by range, removes, and answers its ping', async () => {
    const store = s3Storage(env());
    const src = join(dir, 'upload.bin');
    const bytes = Buffer.from('0123456789abcdefghij');
    writeFileSync(src, bytes);
    await store.putFile('prj_1/drv_1', src, bytes.length);
    const read = async (range?: { start: number; end: number }) => {
      const chunks: Buffer[] = [];
      for await (const ch of await store.get('prj_1/drv_1', range)) chunks.push(ch as Buffer);
      return Buffer.concat(chunks).toString();
    };
    expect(await read()).toBe(bytes.toString());
    expect(await read({ start: 10, end: 14 })).toBe('abcde');
    expect(await store.ping()).toBe(true);
    await store.remove('prj_1/drv_1');
    await expect(store.get('prj_1/drv_1')).rejects.toThrow();
    await expect(store.putFile('../escape', src, 1)).rejects.toThrow(/invalid storage key/);
    expect(await s3Storage({ ...env(), S3_BUCKET: 'no-such-bucket' }).ping()).toBe(false);
  });

  it('runs the drive (upload, range download, image render) with DRIVE_STORAGE=s3', async () => {
    const t = await setupTestServer({ DRIVE_STORAGE: 's3', ...env() });
    const owner = await t.createUser();
    const project = (await t.createProject(owner.id)).id;
    const token = await t.tokenFor(owner.id);
    const { default: sharp } = await import('sharp');
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const created = await t.call('POST', `/v1/drive/files?project=${project}`, {
      token,
      body: { name: 'a.png', size: png.length, public: true },
    });
    const up = await t.app.request(`/v1/drive/files/${created.body.id}?project=${project}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: png,
    });
    expect(up.status).toBe(200);
    expect((await t.call('GET', '/v1/drive/healthz')).body).toEqual({ status: 'ok', storage: 's3' });
    const part = await t.app.request(`/v1/drive/files/${created.body.id}?project=${project}`, {
      headers: { authorization: `Bearer ${token}`, range: 'bytes=0-7' },
    });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(png.subarray(0, 8))).toBe(true);
    const img = await t.app.request(`/v1/drive/images/${project}/${created.body.id}.webp?v=2&w=32`);
    expect(img.status).toBe(200);
    expect((await sharp(Buffer.from(await img.arrayBuffer())).metadata()).width).toBe(32);
  });
});
