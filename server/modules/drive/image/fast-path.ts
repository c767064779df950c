/**
 * The first middleware of the app (server/app.ts) for drive's public reads:
 * - a cached variant of a public file (`GET /v1/drive/images/{project}/{file}.{type}`) is answered from memory
 *   (server/lib/storage/image-hit-cache.ts) before secure headers, compression, authentication and the database —
 *   with the very headers the full stack gave it the first time; `If-None-Match` → 304. It does what the stack's
 *   first two middlewares would: an `X-Request-Id` (the client's when valid, else a new one, as hono's
 *   requestId) and the request log line (same logger, fields and level as server/app.ts's);
 * - on a miss the request takes the full stack, and a public variant the handler offered is stored afterwards
 *   (with the final headers);
 * - responses the handlers mark embeddable (public files and public image variants) answer
 *   `Cross-Origin-Resource-Policy: cross-origin` instead of the app-wide `same-origin`, so other sites can
 *   embed them; everything else keeps `same-origin`.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../../lib/context.ts';
import { logger } from '../../../lib/logger.ts';
import { imageHitCacheFor, takeImageHit } from '../../../lib/storage/image-hit-cache.ts';

const IMAGES = '/v1/drive/images/';
const DRIVE = '/v1/drive/';

const embeddable = new WeakSet<object>();

/** The handler's response may be embedded by other origins (public content only). */
export function allowEmbedding(ctx: object) {
  embeddable.add(ctx);
}

/** The request id the stack's `requestId({ headerName: 'X-Request-Id' })` would use. */
function requestIdOf(given: string | undefined): string {
  return given && given.length <= 255 && !/[^\w\-=]/.test(given) ? given : crypto.randomUUID();
}

/**
 * The request log line of server/app.ts (`logger.child({ reqId })[level]({ method, path, status, ms }, 'request')`),
 * written without making a child logger: the same JSON (base fields, then reqId, then the rest). Hits are 200/304,
 * so the level is info, as the stack's for any status below 500.
 */
function logHit(reqId: string, method: string, path: string, status: number, start: number) {
  const ms = Math.round((performance.now() - start) * 10) / 10;
  logger.info({ reqId, method, path, status, ms }, 'request');
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
        const start = performance.now();
        const reqId = requestIdOf(c.req.header('x-request-id'));
        const inm = c.req.header('if-none-match');
        const fresh = inm?.split(',').some((t) => t.trim() === hit.etag);
        const res = fresh
          ? new Response(null, { status: 304, headers: { ...hit.notModified, 'x-request-id': reqId } })
          : new Response(hit.body, { status: 200, headers: { ...hit.headers, 'x-request-id': reqId } });
        logHit(reqId, c.req.method, path, res.status, start);
        return res;
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
