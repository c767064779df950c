import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { notFound } from '../../../lib/errors.ts';
import { applyTransition, assertTransition } from '../order-transitions.ts';
import { lockOrders, updateOrder } from '../orders.repo.ts';
import type { updateOrderRoute } from '../orders.routes.ts';
import { orderDto, platformOf, requestActor } from '../orders.shared.ts';
import { appendOrderEvent } from '../timeline.ts';

/** PATCH /v1/platform/{platformId}/orders/{orderId} — a status move (transition table) and/or the note. */
export const updateOrderHandler: RouteHandler<typeof updateOrderRoute, AppEnv> = async (c) => {
  const { orderId, platformId } = c.req.valid('param');
  const { db, projectId, storefront } = await platformOf(c, platformId);
  const body = c.req.valid('json');
  const actor = await requestActor(c);
  const order = await db.transaction(async (tx) => {
    let [row] = await lockOrders(tx, projectId, [orderId]);
    if (!row) throw notFound('Order', CODES.ORDER_NOT_FOUND);
    if (body.status !== undefined && body.status !== row.status) {
      assertTransition(row, body.status, storefront.orderNumberPrefix);
      row = await applyTransition(tx, row, body.status, storefront, actor);
    }
    if (body.note !== undefined && body.note !== row.note) {
      row = await updateOrder(tx, projectId, orderId, { note: body.note });
      await appendOrderEvent(
        tx,
        projectId,
        orderId,
        { type: 'note', message: body.note ? 'Note changed.' : 'Note removed.', data: { note: body.note } },
        actor,
      );
    }
    return row;
  });
  return c.json(await orderDto(db, projectId, order, storefront.orderNumberPrefix), 200);
};
