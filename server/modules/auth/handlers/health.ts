import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import type { healthRoute } from '../auth.routes.ts';

export const authHealth: RouteHandler<typeof healthRoute, AppEnv> = (c) => c.json({ status: 'ok' as const }, 200);
