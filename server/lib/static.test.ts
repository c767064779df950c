import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { precompressDir } from '../../scripts/precompress.ts';
import { createApp } from '../app.ts';
import { setupTestServer, type TestServer } from '../../tests/setup/server.ts';

const dist = `.tmp/static-test-${process.pid}`;
let t: TestServer;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  mkdirSync(`${dist}/assets`, { recursive: true });
  writeFileSync(`${dist}/index.html`, '<!doctype html><title>shell</title>');
  writeFileSync(`${dist}/assets/app-abc123.js`, 'console.log(1);'.repeat(200));
  writeFileSync(`${dist}/push.js`, 'self.x=1');
  writeFileSync(`${dist}/manifest.webmanifest`, '{}');
  // Only this folder gets precompressed copies, so the first case still covers on-the-fly compression.
  mkdirSync(`${dist}/assets/pre`, { recursive: true });
  writeFileSync(`${dist}/assets/pre/big-def456.js`, 'export const big = 1;\n'.repeat(100));
  precompressDir(`${dist}/assets/pre`);
  t = await setupTestServer();
  app = createApp({ config: { ...t.config, DIST_DIR: dist }, database: t.database, keys: t.keys, mailer: t.mailer });
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('serving the built app', () => {
  it('caches hashed assets immutably and compresses them', async () => {
    const res = await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('sends the precompressed copy of the build as it is (brotli first), with the same caching', async () => {
    const res = await app.request('/assets/pre/big-def456.js', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe('export const big = 1;\n'.repeat(100));
    const plain = await app.request('/assets/pre/big-def456.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('export const big = 1;\n'.repeat(100));
  });

  it('serves index.html, /push.js and the manifest with no-cache', async () => {
    for (const path of ['/', '/push.js', '/manifest.webmanifest']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
    expect((await app.request('/manifest.webmanifest')).headers.get('content-type')).toContain('application/manifest+json');
  });

  it('falls back to the shell for client routes, not for API paths or missing files', async () => {
    const page = await app.request('/users/invites?project=x');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>shell</title>');
    expect((await app.request('/v1/nope')).status).toBe(404);
    expect((await app.request('/assets/missing.js')).status).toBe(404);
  });

  it('sends a CSP that allows only our own origin, and frame denial', async () => {
    const res = await app.request('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/https?:/);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});
