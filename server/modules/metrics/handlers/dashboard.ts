import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { dashboardData } from '../dashboard.repo.ts';
import type { dashboardRoute } from '../dashboard.routes.ts';

/** GET /v2/metrics/dashboard — one round trip for the whole dashboard. */
export const getDashboard: RouteHandler<typeof dashboardRoute, AppEnv> = async (c) => {
  const { range } = c.req.valid('query');
  const principal = c.get('principal');
  const userId = principal?.kind === 'user' ? principal.userId : null;
  return c.json(await dashboardData(c.get('deps').database.db, c.get('access').projectId, range, new Date(), userId), 200);
};
