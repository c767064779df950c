/**
 * Order statuses and their transitions (docs/decisions/commerce.md "Statuses and transitions"), enforced here:
 *
 *   new → paid (a manual payment) · paid → processing | refunded · processing → complete | refunded
 *   complete → refunded · refunded is final
 *
 * `applyTransition` makes one move inside the caller's transaction (the order row locked): the payment or refund,
 * the customer's aggregates, a pending fulfillment on `processing`, and the timeline entry.
 */
import type { Tx } from '../../db/client.ts';
import { CODES } from '../../lib/error-codes.ts';
import { ApiError, conflict } from '../../lib/errors.ts';
import { customerPaid, customerRefunded } from './customer-aggregates.repo.ts';
import { recordMetrics } from '../../lib/hooks.ts';
import { orderName } from './orders.dto.ts';
import {
  fulfillmentsOfOrder,
  insertFulfillment,
  insertPayment,
  linesOfOrder,
  type OrderRow,
  paymentsOfOrder,
  type StorefrontRow,
  updateOrder,
} from './orders.repo.ts';
import { paymentProvider, viaProvider } from './payments/index.ts';
import type { OrderStatus } from './statuses.ts';
import { type Actor, appendOrderEvent } from './timeline.ts';
import { formatMoney } from './validation.ts';

export const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['paid'],
  paid: ['processing', 'refunded'],
  processing: ['complete', 'refunded'],
  complete: ['refunded'],
  refunded: [],
};

export const allowedTransitions = (from: OrderStatus): OrderStatus[] => [...TRANSITIONS[from]];

export function transitionError(name: string, from: OrderStatus, to: OrderStatus) {
  return conflict(`Order ${name} is ${from}: it can't be marked ${to}.`, CODES.ORDER_TRANSITION_NOT_ALLOWED);
}

/** Throws the spec'd 409 unless `to` is allowed from the order's status. */
export function assertTransition(order: OrderRow, to: OrderStatus, prefix: string) {
  if (!TRANSITIONS[order.status].includes(to)) throw transitionError(orderName(prefix, order.number), order.status, to);
}

/** Lines not yet covered by a live (not cancelled) fulfillment, with the quantities left. */
async function unfulfilledItems(tx: Tx, order: OrderRow) {
  const [lines, existing] = await Promise.all([
    linesOfOrder(tx, order.projectId, order.id),
    fulfillmentsOfOrder(tx, order.projectId, order.id),
  ]);
  const live = existing.filter((f) => f.status !== 'cancelled');
  const covered = new Map<string, number>();
  for (const f of live) for (const i of f.items) covered.set(i.lineId, (covered.get(i.lineId) ?? 0) + i.quantity);
  const items = lines.map((l) => ({ lineId: l.id, quantity: l.quantity - (covered.get(l.id) ?? 0) })).filter((i) => i.quantity > 0);
  return { items, hasPending: live.some((f) => f.status === 'pending') };
}

async function refund(tx: Tx, order: OrderRow, actor: Actor) {
  const payments = await paymentsOfOrder(tx, order.projectId, order.id);
  const charged = payments.filter((p) => p.kind === 'charge' && p.status === 'succeeded');
  const refunded = payments.filter((p) => p.kind === 'refund' && p.status === 'succeeded').reduce((s, p) => s + p.amount, 0);
  const amount = charged.reduce((s, p) => s + p.amount, 0) - refunded;
  const charge = charged[charged.length - 1];
  const provider = paymentProvider();
  // A charge taken by the provider is refunded through it; one recorded by hand (manual, storefront) is refunded the same way.
  const chargedByProvider = charge?.provider === provider.name;
  const result =
    amount <= 0
      ? { status: 'succeeded' as const, providerReference: null, failureMessage: null }
      : chargedByProvider
        ? await viaProvider(() =>
            provider.refund({
              orderId: order.id,
              amount,
              currency: order.currency,
              chargeReference: charge?.providerReference ?? null,
              idempotencyKey: `refund-${order.id}`,
            }),
          )
        : { status: 'succeeded' as const, providerReference: null, failureMessage: null };
  if (result.status !== 'succeeded') {
    throw new ApiError(
      409,
      CODES.ORDER_REFUND_FAILED,
      `The refund was refused by the payment provider: ${result.failureMessage ?? 'no reason given'}`,
    );
  }
  if (amount > 0) {
    await insertPayment(tx, order.projectId, {
      orderId: order.id,
      provider: chargedByProvider ? provider.name : (charge?.provider ?? 'manual'),
      kind: 'refund',
      amount,
      currency: order.currency,
      status: 'succeeded',
      providerReference: result.providerReference,
      failureMessage: null,
    });
  }
  await customerRefunded(tx, order.projectId, order.customerId, Math.max(amount, 0));
  const labels = { currency: order.currency, source: order.source };
  await recordMetrics(tx, order.projectId, [
    { metric: 'orders.refunds', value: 1, labels },
    { metric: 'orders.refunded', value: Math.max(amount, 0), labels },
  ]);
  await appendOrderEvent(
    tx,
    order.projectId,
    order.id,
    { type: 'refund', message: `Refunded ${formatMoney(amount, order.currency)}.`, data: { amount, currency: order.currency } },
    actor,
  );
}

/** Move a locked order to `to` (already checked with assertTransition). Returns the updated row. */
export async function applyTransition(
  tx: Tx,
  order: OrderRow,
  to: OrderStatus,
  storefront: StorefrontRow,
  actor: Actor,
): Promise<OrderRow> {
  const now = new Date().toISOString();
  const set: Parameters<typeof updateOrder>[3] = { status: to };
  if (to === 'paid') {
    await insertPayment(tx, order.projectId, {
      orderId: order.id,
      provider: 'manual',
      kind: 'charge',
      amount: order.total,
      currency: order.currency,
      status: 'succeeded',
      providerReference: null,
      failureMessage: null,
    });
    await customerPaid(tx, order.projectId, order.customerId, order.total);
    Object.assign(set, { paymentStatus: 'paid', paidAt: now });
  }
  if (to === 'processing') {
    const { items, hasPending } = await unfulfilledItems(tx, order);
    if (items.length && !hasPending) {
      const f = await insertFulfillment(tx, order.projectId, {
        orderId: order.id,
        status: 'pending',
        fulfillerType: 'self',
        fulfillerId: order.projectId,
        fulfillerName: storefront.name,
        items,
      });
      await appendOrderEvent(
        tx,
        order.projectId,
        order.id,
        { type: 'fulfillment_created', message: `Fulfillment created for ${items.length} line(s).`, data: { fulfillmentId: f.id } },
        actor,
      );
    }
  }
  if (to === 'complete') set.completedAt = now;
  if (to === 'refunded') {
    await refund(tx, order, actor);
    Object.assign(set, { paymentStatus: 'refunded', refundedAt: now });
  }
  const updated = await updateOrder(tx, order.projectId, order.id, set);
  await appendOrderEvent(
    tx,
    order.projectId,
    order.id,
    { type: 'status_changed', message: `Marked ${to}.`, data: { from: order.status, to } },
    actor,
  );
  return updated;
}
