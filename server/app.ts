/**
 * createApp(): middleware, every module, the error contract, the OpenAPI document, the docs page and the
 * built PWA. Dependencies are injected so tests run the same app against their own database.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { authenticate } from './lib/auth/middleware.ts';
import type { Context } from 'hono';
import { compressResponses } from './lib/compress.ts';
import type { AppDeps, AppEnv } from './lib/context.ts';
import { CODES } from './lib/error-codes.ts';
import { mountDocs } from './lib/docs-page.ts';
import { ApiError, errorBody, onError } from './lib/errors.ts';
import { inputGuard } from './lib/input-guard.ts';
import { logger } from './lib/logger.ts';
import { buildMethodIndex, methodAllowed } from './lib/method-not-allowed.ts';
import { CONTENT_SECURITY_POLICY, mountStatic } from './lib/static.ts';
import { driveFastPath } from './modules/drive/image/fast-path.ts';
import { API_PREFIXES, modules, wireModules } from './modules/index.ts';

/** Methods whose body (if any) no handler reads. */
const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createApp(deps: AppDeps, opts: { serveApp?: boolean } = {}) {
  wireModules();
  const app = new OpenAPIHono<AppEnv>();
  // First: cached public image variants answer from memory, ahead of the whole stack (docs/decisions/drive.md).
  app.use('/v1/drive/*', driveFastPath(deps));

  app.use('*', requestId({ headerName: 'X-Request-Id' }));
  app.use('*', async (c, next) => {
    const start = performance.now();
    const log = logger.child({ reqId: c.get('requestId') });
    c.set('log', log);
    c.set('deps', deps);
    await next();
    const ms = Math.round((performance.now() - start) * 10) / 10;
    const level = c.res.status >= 500 ? 'error' : 'info';
    if (c.req.path !== '/healthz') log[level]({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
  });
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: undefined,
      xFrameOptions: 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
      xContentTypeOptions: 'nosniff',
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: 'same-origin',
    }),
  );
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  });
  app.use('*', compressResponses());
  const limitBody = bodyLimit({
    maxSize: deps.config.BODY_LIMIT,
    onError: () => {
      throw new ApiError(413, CODES.PAYLOAD_TOO_LARGE, 'The request body is too large.');
    },
  });
  // Only where a body is read: bodyLimit touches `c.req.raw.body`, which makes @hono/node-server build a full
  // WHATWG Request (with its AbortController) for every GET that would otherwise never need one.
  // Drive uploads stream to disk and enforce their own declared size (server/modules/drive/upload.ts).
  const STREAMED_UPLOAD = /^\/v1\/drive\/files\/[^/]+$/;
  // File uploads (the subscriber CSV import) have their own, larger limit.
  const limitUpload = bodyLimit({
    maxSize: deps.config.UPLOAD_BODY_LIMIT,
    onError: () => {
      throw new ApiError(413, CODES.PAYLOAD_TOO_LARGE, 'The file is too large.');
    },
  });
  app.use('*', (c, next) =>
    BODYLESS.has(c.req.method) || (c.req.method === 'POST' && STREAMED_UPLOAD.test(c.req.path))
      ? next()
      : UPLOAD_PATHS.has(c.req.path)
        ? limitUpload(c, next)
        : limitBody(c, next),
  );
  let allowedMethods: ((path: string) => string[]) | null = null;
  const methodNotAllowed = (c: Context<AppEnv>, allowed: string[]) => {
    c.header('Allow', allowed.join(', '));
    return c.json(errorBody(c, new ApiError(405, CODES.METHOD_NOT_ALLOWED, `Method ${c.req.method} is not allowed here.`)), 405);
  };
  // Before any route's access check: where routes overlap, the most specific path decides 405 vs. a handler.
  app.use('*', async (c, next) => {
    if (!API_PREFIXES.some((p) => c.req.path.startsWith(p))) return next();
    allowedMethods ??= buildMethodIndex(app.routes);
    const allowed = allowedMethods(c.req.path);
    if (allowed.length && !methodAllowed(allowed, c.req.method)) return methodNotAllowed(c, allowed);
    return next();
  });
  app.use('*', inputGuard);
  app.use('*', authenticate);

  for (const [base, router] of modules) app.route(base, router);

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  app.openAPIRegistry.registerComponent('securitySchemes', 'session', { type: 'apiKey', in: 'cookie', name: 'sf_session' });
  app.openAPIRegistry.registerComponent('securitySchemes', 'apiKey', { type: 'apiKey', in: 'header', name: 'Authorization' });
  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Shopfloor API',
      version: '1.0.0',
      description: 'Errors: `{code, message, errors?, requestId}`. Paging: `pageToken` + `pageSize` (default 20, max 100).',
    },
    security: [{ bearer: [] }, { session: [] }],
  });
  mountDocs(app);

  if (opts.serveApp !== false) mountStatic(app, deps.config.DIST_DIR, API_PREFIXES);

  app.notFound((c) => {
    allowedMethods ??= buildMethodIndex(app.routes);
    const allowed = allowedMethods(c.req.path);
    // Nothing answered: a path with routes for other methods (OPTIONS included) is a 405.
    if (allowed.length) return methodNotAllowed(c, allowed);
    return c.json(errorBody(c, new ApiError(404, CODES.ROUTE_NOT_FOUND, 'No such route.')), 404);
  });
  app.onError(onError);
  return app;
}

export type App = ReturnType<typeof createApp>;

/** Routes that take a file upload (UPLOAD_BODY_LIMIT instead of BODY_LIMIT). */
const UPLOAD_PATHS = new Set(['/v1/mail/subscribers/import']);
