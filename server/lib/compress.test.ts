import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { gunzipSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressResponses } from './compress.ts';

const big = { items: Array.from({ length: 80 }, (_, i) => ({ id: `item_${i}`, name: `Item number ${i}` })) };
const app = new Hono();
app.use('*', compressResponses());
app.get('/big', (c) => {
  c.header('ETag', '"abc"');
  c.header('Set-Cookie', 'a=1');
  c.header('Set-Cookie', 'b=2', { append: true });
  return c.json(big, 200);
});
app.get('/small', (c) => c.json({ ok: true }));
app.get('/none', (c) => c.body(null, 304));
app.get('/text', (c) => c.text('x'.repeat(5000)));
app.get('/no-transform', (c) => {
  c.header('Cache-Control', 'no-transform');
  return c.json(big);
});

describe('compressResponses', () => {
  it('gzips a JSON body of 1 KiB or more in one go, with its length, Vary and a weak ETag, headers kept', async () => {
    const res = await app.request('/big', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(res.headers.get('etag')).toBe('W/"abc"');
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(JSON.parse(gunzipSync(body).toString())).toEqual(big);
  });

  it('sends small bodies, clients without gzip/deflate and no-transform answers as they are', async () => {
    const small = await app.request('/small', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const identity = await app.request('/big', { headers: { 'accept-encoding': 'br' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.json()).toEqual(big);
    const noTransform = await app.request('/no-transform', { headers: { 'accept-encoding': 'gzip' } });
    expect(noTransform.headers.get('content-encoding')).toBeNull();
    expect((await app.request('/none', { headers: { 'accept-encoding': 'gzip' } })).status).toBe(304);
  });

  it('honours q-values (deflate when gzip is refused) and still streams other compressible types', async () => {
    const deflated = await app.request('/big', { headers: { 'accept-encoding': 'gzip;q=0, deflate' } });
    expect(deflated.headers.get('content-encoding')).toBe('deflate');
    expect(JSON.parse(inflateSync(Buffer.from(await deflated.arrayBuffer())).toString())).toEqual(big);
    const text = await app.request('/text', { headers: { 'accept-encoding': 'gzip' } });
    expect(text.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await text.arrayBuffer())).toString()).toBe('x'.repeat(5000));
    expect(chooseEncoding('deflate;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('*')).toBe('gzip');
  });

  it('works the same behind @hono/node-server (bodies read from its lightweight responses)', async () => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const res = await fetch(`${base}/big`, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers.get('content-encoding')).toBe('gzip'); // fetch decodes it
      expect(await res.json()).toEqual(big);
      const small = await fetch(`${base}/small`, { headers: { 'accept-encoding': 'gzip' } });
      expect(small.headers.get('content-encoding')).toBeNull();
      expect(small.headers.get('content-length')).toBe('11');
      expect(await small.json()).toEqual({ ok: true });
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
