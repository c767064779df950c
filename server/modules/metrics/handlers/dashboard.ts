import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { dashboardData } from '../dashboard.repo.ts';
import type { dashboardRoute } from '../dashboard.routes.ts';

/** GET /v2/metrics/dashboard — one round trip for the whole dashboard. */
export const getDashboard: RouteHandler<typeof dashboardRoute, AppEnv> = async (c) => {
  const { range } = c.req.valid('query');
  return c.json(await dashboardData(c.get('deps').database.db, c.get('access').projectId, range), 200);
};
