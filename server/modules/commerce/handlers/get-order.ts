import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import type { getOrderRoute } from '../orders.routes.ts';
import { orderDto, platformOf, requireOrder } from '../orders.shared.ts';

/** GET /v1/platform/{platformId}/orders/{orderId} */
export const getOrder: RouteHandler<typeof getOrderRoute, AppEnv> = async (c) => {
  const { orderId, platformId } = c.req.valid('param');
  const { db, projectId, storefront } = await platformOf(c, platformId);
  const order = await requireOrder(db, projectId, orderId);
  return c.json(await orderDto(db, projectId, order, storefront.orderNumberPrefix), 200);
};
