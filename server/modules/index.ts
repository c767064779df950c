/**
 * Every API area, mounted at its spec base path. Areas add one line here; features never import each other.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../lib/context.ts';
import { accountRouter } from './account/account.handlers.ts';
import { authRouter } from './auth/auth.handlers.ts';
import { healthRouter } from './health/health.handlers.ts';
import { platformRouter } from './platform/platform.handlers.ts';
import { projectsRouter } from './projects/projects.handlers.ts';

export const modules: [basePath: string, router: OpenAPIHono<AppEnv>][] = [
  ['/', healthRouter],
  ['/omnis/v3/dashboard/user', accountRouter],
  ['/v1/auth', authRouter],
  ['/v1/projects', projectsRouter],
  ['/omnis/v3/platform', platformRouter],
];

/** Paths the SPA fallback must never answer with index.html. */
export const API_PREFIXES = ['/v1/', '/v2/', '/omnis/', '/openapi.json', '/healthz', '/docs'];
