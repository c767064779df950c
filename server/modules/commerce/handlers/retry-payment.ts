import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { customerPaid } from '../customer-aggregates.repo.ts';
import { orderName, toPaymentDto } from '../orders.dto.ts';
import { insertPayment, lockOrders, paymentsOfOrder, updateOrder } from '../orders.repo.ts';
import type { retryPaymentRoute } from '../orders.routes.ts';
import { orderDto, platformOf, requestActor } from '../orders.shared.ts';
import { paymentProvider, viaProvider } from '../payments/index.ts';
import { appendOrderEvent } from '../timeline.ts';
import { formatMoney } from '../validation.ts';

/** POST …/orders/{orderId}/retryPlatformPayment — a new charge through the provider for a pending or failed payment. */
export const retryPayment: RouteHandler<typeof retryPaymentRoute, AppEnv> = async (c) => {
  const { orderId, platformId } = c.req.valid('param');
  const { db, projectId, storefront } = await platformOf(c, platformId);
  const actor = await requestActor(c);
  const { order, payment } = await db.transaction(async (tx) => {
    const [row] = await lockOrders(tx, projectId, [orderId]);
    if (!row) throw notFound('Order', CODES.ORDER_NOT_FOUND);
    if (row.status !== 'new' || (row.paymentStatus !== 'pending' && row.paymentStatus !== 'failed')) {
      throw conflict(
        `Order ${orderName(storefront.orderNumberPrefix, row.number)} is ${row.paymentStatus === 'pending' || row.paymentStatus === 'failed' ? row.status : row.paymentStatus}: there is no payment to retry.`,
        CODES.ORDER_PAYMENT_NOT_RETRYABLE,
      );
    }
    const attempt = (await paymentsOfOrder(tx, projectId, orderId)).filter((p) => p.kind === 'charge').length + 1;
    const provider = paymentProvider();
    const result = await viaProvider(() =>
      provider.charge({
        orderId,
        amount: row.total,
        currency: row.currency,
        email: row.email,
        description: `Order ${orderName(storefront.orderNumberPrefix, row.number)}`,
        idempotencyKey: `charge-${orderId}-${attempt}`,
      }),
    );
    const payment = await insertPayment(tx, projectId, {
      orderId,
      provider: provider.name,
      kind: 'charge',
      amount: row.total,
      currency: row.currency,
      status: result.status,
      providerReference: result.providerReference,
      failureMessage: result.failureMessage,
    });
    const amount = formatMoney(row.total, row.currency);
    if (result.status === 'succeeded') {
      await customerPaid(tx, projectId, row.customerId, row.total);
      const order = await updateOrder(tx, projectId, orderId, { status: 'paid', paymentStatus: 'paid', paidAt: new Date().toISOString() });
      await appendOrderEvent(
        tx,
        projectId,
        orderId,
        { type: 'payment_attempt', message: `Payment of ${amount} succeeded.`, data: { paymentId: payment.id, status: 'succeeded' } },
        actor,
      );
      await appendOrderEvent(
        tx,
        projectId,
        orderId,
        { type: 'status_changed', message: 'Marked paid.', data: { from: row.status, to: 'paid' } },
        actor,
      );
      return { order, payment };
    }
    const order = await updateOrder(tx, projectId, orderId, { paymentStatus: 'failed' });
    await appendOrderEvent(
      tx,
      projectId,
      orderId,
      {
        type: 'payment_attempt',
        message: `Payment of ${amount} failed: ${result.failureMessage ?? 'declined'}`,
        data: { paymentId: payment.id, status: 'failed' },
      },
      actor,
    );
    return { order, payment };
  });
  return c.json({ order: await orderDto(db, projectId, order, storefront.orderNumberPrefix), payment: toPaymentDto(payment) }, 200);
};
