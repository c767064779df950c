import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import type { jwksRoute } from '../auth.routes.ts';

/** The public keys that verify our access tokens (JWKS, RFC 7517), for other services. */
export const jwks: RouteHandler<typeof jwksRoute, AppEnv> = (c) =>
  c.json({ keys: [c.get('deps').keys.jwt.publicJwk as Record<string, unknown>] }, 200);
