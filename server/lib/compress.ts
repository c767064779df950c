/**
 * Response compression. API answers (JSON) and the HTML shell are small, in-memory bodies: they are
 * compressed here in one synchronous zlib call (a 2–4 KiB JSON page costs ~20 µs) instead of hono/compress's
 * CompressionStream pipeline (~150 µs for the same body), and bodies under 1 KiB — which hono/compress also
 * compressed, since JSON responses carry no Content-Length — are sent as they are. Anything else
 * compressible (large or unknown-length bodies of other types) still goes through hono/compress's stream.
 * Precompressed static files already carry Content-Encoding and are left alone.
 */
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { deflateSync, gzipSync } from 'node:zlib';

const IN_MEMORY = /^(application\/(json|problem\+json)|text\/html)\b/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** The client's preferred of gzip / deflate (q-values honoured, `q=0` refused), or null. */
export function chooseEncoding(acceptEncoding: string | undefined): 'gzip' | 'deflate' | null {
  if (!acceptEncoding) return null;
  let best: { name: 'gzip' | 'deflate'; q: number } | null = null;
  for (const part of acceptEncoding.split(',')) {
    const [rawName, ...params] = part.trim().split(';');
    const name = rawName?.trim().toLowerCase();
    const q = Number(params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find(Boolean) ?? 1);
    const candidate = name === 'gzip' || name === 'deflate' ? name : name === '*' ? 'gzip' : null;
    if (candidate && q > 0 && (!best || q > best.q)) best = { name: candidate, q };
  }
  return best?.name ?? null;
}

export function compressResponses(opts: { threshold?: number; inMemoryMax?: number } = {}): MiddlewareHandler {
  const threshold = opts.threshold ?? 1024;
  const inMemoryMax = opts.inMemoryMax ?? 256 * 1024;
  const streaming = compress({ threshold });
  return (c, next) =>
    streaming(c, async () => {
      await next();
      const res = c.res;
      const length = res.headers.get('Content-Length');
      if (
        res.status === 204 ||
        res.status === 304 ||
        res.status === 206 ||
        c.req.method === 'HEAD' ||
        res.headers.has('Content-Encoding') ||
        res.headers.has('Transfer-Encoding') ||
        !IN_MEMORY.test(res.headers.get('Content-Type') ?? '') ||
        (length !== null && Number(length) > inMemoryMax) ||
        NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')
      ) {
        return;
      }
      // Never touch `res.body`/`arrayBuffer()` when the body is at hand: on @hono/node-server that turns its
      // lightweight Response into a full one and the answer is then streamed instead of written in one go.
      const held = heldBody(res);
      const heldBytes = typeof held === 'string' ? Buffer.byteLength(held) : held?.length;
      if (heldBytes !== undefined && heldBytes < threshold) {
        res.headers.set('Content-Length', String(heldBytes)); // and hono/compress leaves it alone too
        return;
      }
      const body = held === undefined ? new Uint8Array(await res.arrayBuffer()) : typeof held === 'string' ? Buffer.from(held) : held;
      const headers = new Headers(res.headers);
      const vary = headers.get('Vary');
      if (vary !== '*' && !/accept-encoding/i.test(vary ?? '')) headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      const encoding = body.length >= threshold ? chooseEncoding(c.req.header('Accept-Encoding')) : null;
      let out: Uint8Array = body;
      if (encoding) {
        out = encoding === 'gzip' ? gzipSync(body, { level: 6 }) : deflateSync(body, { level: 6 });
        headers.set('Content-Encoding', encoding);
        const etag = headers.get('ETag');
        if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
      }
      headers.set('Content-Length', String(out.length));
      // Replace rather than merge: the old response's headers are already copied above.
      c.res = undefined;
      c.res = new Response(out, { status: res.status, headers });
    });
}

/**
 * The body a @hono/node-server Response was built with (a string from `c.json`/`c.html`), read from its
 * internal cache tuple without materialising the response; undefined elsewhere (then the public API is used).
 */
function heldBody(res: Response): string | Uint8Array | undefined {
  const key = Object.getOwnPropertySymbols(res).find((sym) => sym.description === 'cache');
  const tuple = key ? (res as unknown as Record<symbol, unknown>)[key] : undefined;
  const body = Array.isArray(tuple) ? tuple[1] : undefined;
  return typeof body === 'string' || body instanceof Uint8Array ? body : undefined;
}
