import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { lockOrders } from '../orders.repo.ts';
import type { sendReceiptRoute } from '../orders.routes.ts';
import { platformOf, requestActor } from '../orders.shared.ts';
import { enqueueReceipt } from '../receipts/receipts.jobs.ts';
import { appendOrderEvent } from '../timeline.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { notFound } from '../../../lib/errors.ts';

/** POST …/orders/{orderId}/receipt/send — 202: the job queue renders and mails it (timeline: receipt_queued, receipt_sent). */
export const sendReceipt: RouteHandler<typeof sendReceiptRoute, AppEnv> = async (c) => {
  const { orderId, platformId } = c.req.valid('param');
  const { db, projectId } = await platformOf(c, platformId);
  const actor = await requestActor(c);
  const body = c.req.valid('json');
  const email = await db.transaction(async (tx) => {
    const [order] = await lockOrders(tx, projectId, [orderId]);
    if (!order) throw notFound('Order', CODES.ORDER_NOT_FOUND);
    const to = (body.email ?? order.email).toLowerCase();
    await enqueueReceipt(tx, { projectId, orderId, email: to });
    await appendOrderEvent(
      tx,
      projectId,
      orderId,
      { type: 'receipt_queued', message: `Receipt queued for ${to}.`, data: { email: to } },
      actor,
    );
    return to;
  });
  return c.json({ queued: true as const, email }, 202);
};
