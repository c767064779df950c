/**
 * GET /v1/drive/images/{project}/{file}.{type}: a rendered variant, from the disk cache when it was rendered
 * before (keyed by the file's checksum, the type and the normalised options), else rendered, stored and served.
 * Public files: anyone, cached for a year (`immutable`: the URL changes when the options or the file do).
 * Private files: only with a valid, unexpired `token` (HMAC of project, file and expiry), cached privately until
 * the token expires. Anything else is the same 404 as an unknown file.
 */
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { RouteHandler } from '@hono/zod-openapi';
import { IMAGE_TYPES, type ImageType, imageQuery, parseImageQuery } from '../../../../common/image-url.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { ByteLru } from '../../../lib/byte-lru.ts';
import { sha256Base64url } from '../../../lib/digest.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { notFound, unprocessable } from '../../../lib/errors.ts';
import { verifyImageToken } from '../drive.dto.ts';
import type { imageRoute } from '../drive.routes.ts';
import { driveStorage, objectKey } from '../drive.storage.ts';
import { imageSource } from '../files.repo.ts';
import { allowEmbedding } from '../image/fast-path.ts';
import { imageHitCacheFor, offerImageHit } from '../../../lib/storage/image-hit-cache.ts';
import { CONTENT_TYPES, renderImage } from '../image/render.ts';

/** The largest source file read into memory for a render. */
const MAX_SOURCE_BYTES = 100 * 1024 * 1024;
const missing = () => notFound('File', CODES.DRIVE_FILE_NOT_FOUND);
/** Renders in progress, so concurrent requests for one variant render it once. */
const rendering: Record<string, Promise<Buffer>> = {};

/** Hot variants in memory (up to 512 KiB each, 32 MB in all, least recently used out first): a hit skips the disk. */
const hot = new ByteLru(32 * 1024 * 1024, 512 * 1024);

async function sizeOf(path: string) {
  try {
    return (await stat(path)).size;
  } catch {
    return -1;
  }
}

async function sourceBytes(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const ch of stream) chunks.push(ch as Buffer);
  return Buffer.concat(chunks);
}

export const imageHandler: RouteHandler<typeof imageRoute, AppEnv> = async (c) => {
  const { project, image } = c.req.valid('param');
  const m = /^([a-z0-9_]{1,64})\.([a-z]{3,4})$/.exec(image);
  if (!m) throw missing();
  const [, fileId, ext] = m as unknown as [string, string, string];
  if (!(IMAGE_TYPES as readonly string[]).includes(ext)) throw unprocessable({ type: [`Use one of: ${IMAGE_TYPES.join(', ')}.`] });
  const type = ext as ImageType;
  const query = c.req.query();
  const parsed = parseImageQuery(query);
  if ('errors' in parsed) throw unprocessable(parsed.errors);
  const { config, database, keys } = c.get('deps');

  // Before the read: a change to the file after this point stops the fast path from keeping what we serve.
  const epoch = imageHitCacheFor(database).mark();
  const row = await imageSource(database.db, project, fileId);
  if (row?.status !== 'ready') throw missing();
  let cacheControl = 'public, max-age=31536000, immutable';
  /** A public file's variant in memory: the fast path (server/app.ts) answers its next requests. */
  const offer = (body: Uint8Array<ArrayBuffer>) => {
    if (row.public) offerImageHit(c, { project, file: fileId, body, epoch });
    return body;
  };
  if (row.public) allowEmbedding(c);
  else {
    const exp = verifyImageToken(keys, project, fileId, query.token);
    if (exp === null) throw missing();
    cacheControl = `private, max-age=${Math.max(0, exp - Math.floor(Date.now() / 1000))}`;
  }
  if (!row.contentType?.startsWith('image/'))
    throw unprocessable({ file: ['This file is not an image.'] }, 'This file is not an image the service can read.');

  if (row.size > MAX_SOURCE_BYTES)
    throw unprocessable({ file: [`Images up to ${MAX_SOURCE_BYTES} bytes are rendered.`] }, 'This image file is too large to render.');

  const variant = sha256Base64url(`${row.sha256}:${type}:${imageQuery(parsed.options)}`).slice(0, 32);
  const etag = `"${variant}"`;
  const headers = {
    'Content-Type': CONTENT_TYPES[type],
    'Cache-Control': `${cacheControl}, no-transform`,
    ETag: etag,
    'Content-Disposition': `inline; filename="${fileId}.${type}"`,
  };
  if (
    c.req
      .header('if-none-match')
      ?.split(',')
      .some((t) => t.trim() === etag)
  )
    return c.body(null, 304, headers) as never;

  const storage = driveStorage(config);
  const dir = storage.variantDir(project, fileId);
  const path = join(dir, `${variant}.${type}`);
  const inMemory = hot.get(path);
  if (inMemory) return c.body(offer(new Uint8Array(inMemory)), 200, { ...headers, 'Content-Length': String(inMemory.length) }) as never;
  const cached = await sizeOf(path);
  if (cached >= 0 && cached <= hot.maxItemBytes) {
    const bytes = await readFile(path);
    hot.set(path, bytes);
    return c.body(offer(new Uint8Array(bytes)), 200, { ...headers, 'Content-Length': String(bytes.length) }) as never;
  }
  if (cached >= 0)
    return c.body(Readable.toWeb(createReadStream(path)) as ReadableStream, 200, { ...headers, 'Content-Length': String(cached) }) as never;

  let job = rendering[path];
  if (!job) {
    job = (async () => {
      const source = await sourceBytes(await storage.store.get(objectKey(project, fileId)));
      const out = await renderImage(source, parsed.options, type, config.IMAGE_MAX_INPUT_PIXELS);
      await mkdir(dir, { recursive: true });
      const tmp = `${path}.${process.pid}.tmp`;
      await writeFile(tmp, out);
      await rename(tmp, path);
      hot.set(path, out);
      return out;
    })().finally(() => {
      delete rendering[path];
    });
    rendering[path] = job;
  }
  const out = await job;
  return c.body(offer(new Uint8Array(out)), 200, { ...headers, 'Content-Length': String(out.length) }) as never;
};
