import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { orderSummary } from '../orders.repo.ts';
import type { orderSummaryRoute } from '../orders.routes.ts';
import { platformOf } from '../orders.shared.ts';

/** GET /v1/platform/{platformId}/orders/summary — the dashboard's "today's orders and revenue", by local day. */
export const getOrderSummary: RouteHandler<typeof orderSummaryRoute, AppEnv> = async (c) => {
  const { db, projectId, storefront } = await platformOf(c, c.req.valid('param').platformId);
  const q = c.req.valid('query');
  const end = q.end ?? new Date().toISOString();
  const days = await orderSummary(db, projectId, { start: q.start, end, timezone: storefront.timezone });
  return c.json(
    {
      start: q.start,
      end,
      currency: storefront.currency,
      timezone: storefront.timezone,
      orderCount: days.reduce((s, d) => s + d.orderCount, 0),
      revenue: days.reduce((s, d) => s + d.revenue, 0),
      days,
    },
    200,
  );
};
