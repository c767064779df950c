/**
 * The first middleware of the app (server/app.ts) for drive's public reads:
 * - a cached variant of a public file (`GET /v1/drive/images/{project}/{file}.{type}`) is answered from memory
 *   (server/lib/storage/image-hit-cache.ts) before request ids, logging, secure headers, compression, authentication and the database —
 *   with the very headers the full stack gave it the first time; `If-None-Match` → 304;
 * - on a miss the request takes the full stack, and a public variant the handler offered is stored afterwards
 *   (with the final headers);
 * - responses the handlers mark embeddable (public files and public image variants) answer
 *   `Cross-Origin-Resource-Policy: cross-origin` instead of the app-wide `same-origin`, so other sites can
 *   embed them; everything else keeps `same-origin`.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../../lib/context.ts';
import { imageHitCacheFor, takeImageHit } from '../../../lib/storage/image-hit-cache.ts';

const IMAGES = '/v1/drive/images/';
const DRIVE = '/v1/drive/';

const embeddable = new WeakSet<object>();

/** The handler's response may be embedded by other origins (public content only). */
export function allowEmbedding(ctx: object) {
  embeddable.add(ctx);
}

export function driveFastPath(deps: AppDeps): MiddlewareHandler<AppEnv> {
  // Started on the first image request (its listener is one more connection; apps that never serve images skip it).
  let cache: ReturnType<typeof imageHitCacheFor> | null = null;
  return async (c, next) => {
    const path = c.req.path;
    if (!path.startsWith(DRIVE)) return next();
    const url = c.req.url;
    const key = path.startsWith(IMAGES) && c.req.method === 'GET' ? url.slice(url.indexOf(IMAGES)) : null;
    if (key) {
      cache ??= imageHitCacheFor(deps.database);
      const hit = cache.get(key);
      if (hit) {
        const inm = c.req.header('if-none-match');
        if (inm?.split(',').some((t) => t.trim() === hit.etag)) return new Response(null, { status: 304, headers: hit.notModified });
        return new Response(hit.body, { status: 200, headers: hit.headers });
      }
    }
    await next();
    if (embeddable.has(c) && c.res.status < 400) c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
    if (!key || !cache) return;
    const fill = takeImageHit(c);
    if (!fill || c.res.status !== 200) return;
    const etag = c.res.headers.get('etag');
    if (!etag) return;
    const headers: Record<string, string> = {};
    c.res.headers.forEach((value, name) => {
      if (name !== 'x-request-id') headers[name] = value;
    });
    const { 'content-length': _, ...notModified } = headers;
    cache.set(key, fill.project, fill.file, { body: fill.body, etag, headers, notModified }, fill.epoch);
  };
}
