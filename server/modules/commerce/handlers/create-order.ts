import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { createOrder } from '../order-create.ts';
import type { createOrderRoute } from '../orders.routes.ts';
import { orderDto, platformOf, requestActor } from '../orders.shared.ts';

/** POST /v1/platform/{platformId}/orders — 201 the new order; 200 + Idempotent-Replayed for a repeated key and body. */
export const createOrderHandler: RouteHandler<typeof createOrderRoute, AppEnv> = async (c) => {
  const { db, projectId, storefront } = await platformOf(c, c.req.valid('param').platformId);
  const key = c.req.valid('header')['idempotency-key'];
  const { order, replayed } = await createOrder(c.get('deps').database, storefront, c.req.valid('json'), key, await requestActor(c));
  const dto = await orderDto(db, projectId, order, storefront.orderNumberPrefix);
  if (replayed) {
    c.header('Idempotent-Replayed', 'true');
    return c.json(dto, 200);
  }
  return c.json(dto, 201);
};
