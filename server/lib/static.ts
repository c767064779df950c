/**
 * Serves the built PWA from dist/: hashed assets immutable for a year; index.html, /push.js and the manifest
 * no-cache (so a deploy is never hidden behind a stale shell); SPA fallback for client routes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './context.ts';

export function mountStatic(app: Hono<AppEnv>, distDir: string, apiPrefixes: string[]) {
  const root = resolve(distDir);
  const indexFile = join(root, 'index.html');
  const isApi = (p: string) => apiPrefixes.some((pre) => p === pre.replace(/\/$/, '') || p.startsWith(pre));

  // The build writes .br/.gz beside each asset (scripts/precompress.ts); hono/compress leaves those alone.
  const serve = serveStatic<AppEnv>({ root, precompressed: true });
  app.use('*', async (c, next) => {
    if (isApi(c.req.path) || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const res = await serve(c, next);
    const answer = res ?? c.res;
    if (answer && answer.status >= 200 && answer.status < 300 && !answer.headers.has('Cache-Control')) {
      const p = c.req.path;
      answer.headers.set('Cache-Control', p.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (p.endsWith('.webmanifest')) answer.headers.set('Content-Type', 'application/manifest+json');
      if (p === '/push.js') answer.headers.set('Service-Worker-Allowed', '/');
    }
    return res;
  });

  // SPA fallback: client routes get the shell; missing files with an extension stay 404.
  app.get('*', async (c, next) => {
    if (isApi(c.req.path) || /\.[a-z0-9]+$/i.test(c.req.path)) return next();
    if (!existsSync(indexFile)) return next();
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexFile, 'utf8'));
  });
}

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Mantine writes its CSS variables into a <style> tag and React sets style attributes.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
