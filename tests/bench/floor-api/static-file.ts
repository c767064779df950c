/**
 * The image bench's floor (never shipped): the same bytes as a static file — Hono on @hono/node-server
 * streaming one file from disk with its length, type and cache headers; no database, no auth, no logging.
 * Run: FILE=… TYPE=image/webp PORT=… npx tsx tests/bench/floor-api/static-file.ts
 */
import { createReadStream, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const file = process.env.FILE as string;
const type = process.env.TYPE ?? 'application/octet-stream';
const app = new Hono();
app.get('/healthz', (c) => c.json({ ok: true }));
app.get('/file', (c) => {
  const size = statSync(file).size;
  return c.body(Readable.toWeb(createReadStream(file)) as ReadableStream, 200, {
    'Content-Type': type,
    'Content-Length': String(size),
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
});
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
