/**
 * Creating an order (docs/decisions/commerce.md "Creating orders"): totals computed here, the customer found or
 * created by email with their aggregates, the number taken from the storefront, the timeline's first entry and
 * the members' notification, all in one transaction. Idempotency: requests with one key are serialised by an
 * advisory lock, so concurrent duplicates make exactly one order; the same body again answers that order,
 * another body a 409.
 */
import { hash as digest } from 'node:crypto';
import type { z } from '@hono/zod-openapi';
import type { Database } from '../../db/client.ts';
import { CODES } from '../../lib/error-codes.ts';
import { conflict, fieldError, unprocessable } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { notify } from '../../lib/notify.ts';
import { flowTriggers, mailPurchases, recordMetrics } from '../../lib/hooks.ts';
import { customerPaid, customerPlacedOrder } from './customer-aggregates.repo.ts';
import { orderName } from './orders.dto.ts';
import type { CreateOrderBody } from './orders.routes.ts';
import {
  findOrderByIdempotencyKey,
  insertLines,
  insertOrder,
  insertPayment,
  lockIdempotencyKey,
  type OrderRow,
  type StorefrontRow,
  takeOrderNumber,
} from './orders.repo.ts';
import { type Actor, appendOrderEvent } from './timeline.ts';
import { formatMoney } from './validation.ts';

export type CreateOrderInput = z.infer<typeof CreateOrderBody>;

/** A stable hash of the body: keys sorted at every level, so the same JSON in another key order matches. */
export function requestHash(body: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v as Record<string, unknown>)
              .filter(([, x]) => x !== undefined)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([k, x]) => [k, canonical(x)]),
          )
        : v;
  return digest('sha256', JSON.stringify(canonical(body)), 'hex');
}

export function computeTotals(input: CreateOrderInput, taxIncluded: boolean) {
  const errors: Record<string, string[]> = {};
  const lines = input.lines.map((l, i) => {
    const gross = l.quantity * l.unitPrice;
    const discount = l.discount ?? 0;
    if (discount > gross) errors[`lines.${i}.discount`] = ['The discount is larger than the line (quantity × unit price).'];
    return { ...l, discount, tax: l.tax ?? 0, total: gross - discount };
  });
  const subtotal = lines.reduce((s, l) => s + l.total, 0);
  const taxTotal = lines.reduce((s, l) => s + l.tax, 0);
  const discountTotal = input.discountTotal ?? 0;
  const shippingTotal = input.shippingTotal ?? 0;
  if (discountTotal > subtotal) errors.discountTotal = ['The order discount is larger than the subtotal.'];
  if (Object.keys(errors).length) throw unprocessable(errors);
  const total = subtotal - discountTotal + shippingTotal + (taxIncluded ? 0 : taxTotal);
  return { lines, subtotal, taxTotal, discountTotal, shippingTotal, total, itemCount: lines.reduce((s, l) => s + l.quantity, 0) };
}

export type CreateResult = { order: OrderRow; replayed: boolean };

export async function createOrder(
  database: Database,
  storefront: StorefrontRow,
  input: CreateOrderInput,
  idempotencyKey: string,
  actor: Actor,
): Promise<CreateResult> {
  const projectId = storefront.projectId;
  if (input.currency !== storefront.currency) throw fieldError('currency', `Orders of this storefront are in ${storefront.currency}.`);
  const totals = computeTotals(input, storefront.taxIncluded);
  const hash = requestHash(input);
  return database.db.transaction(async (tx) => {
    await lockIdempotencyKey(tx, projectId, idempotencyKey);
    const existing = await findOrderByIdempotencyKey(tx, projectId, idempotencyKey);
    if (existing) {
      if (existing.requestHash !== hash) {
        throw conflict('This Idempotency-Key was used with another request body.', CODES.IDEMPOTENCY_KEY_REUSED);
      }
      return { order: existing, replayed: true };
    }
    const now = new Date().toISOString();
    const c = input.customer;
    const customer = await customerPlacedOrder(
      tx,
      projectId,
      { ...c, country: input.shippingAddress?.country ?? input.billingAddress?.country ?? null },
      storefront.currency,
      now,
    );
    const number = await takeOrderNumber(tx, projectId);
    const orderId = newId('ord');
    const paid = input.paid === true;
    const customerName = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
    const order = await insertOrder(tx, projectId, {
      id: orderId,
      number,
      customerId: customer.id,
      email: c.email.toLowerCase(),
      customerName,
      status: paid ? 'paid' : 'new',
      paymentStatus: paid ? 'paid' : 'pending',
      currency: storefront.currency,
      subtotal: totals.subtotal,
      discountTotal: totals.discountTotal,
      shippingTotal: totals.shippingTotal,
      taxTotal: totals.taxTotal,
      total: totals.total,
      itemCount: totals.itemCount,
      shippingAddress: input.shippingAddress ?? null,
      billingAddress: input.billingAddress ?? input.shippingAddress ?? null,
      source: input.source ?? (actor.type === 'apiKey' ? 'api' : 'storefront'),
      note: input.note ?? null,
      idempotencyKey,
      requestHash: hash,
      createdAt: now,
      updatedAt: now,
      paidAt: paid ? now : null,
    });
    await insertLines(
      tx,
      projectId,
      totals.lines.map((l, position) => ({
        id: newId('oln'),
        orderId,
        position,
        productId: l.productId ?? null,
        variantId: l.variantId ?? null,
        productName: l.productName,
        variantName: l.variantName ?? null,
        sku: l.sku ?? null,
        image: l.image ?? null,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        discount: l.discount,
        tax: l.tax,
        total: l.total,
      })),
    );
    const name = orderName(storefront.orderNumberPrefix, number);
    const amount = formatMoney(totals.total, storefront.currency);
    await appendOrderEvent(
      tx,
      projectId,
      orderId,
      { type: 'created', message: `Order ${name} placed (${amount}).`, data: { source: order.source } },
      actor,
    );
    if (paid) {
      await insertPayment(tx, projectId, {
        orderId,
        provider: order.source,
        kind: 'charge',
        amount: totals.total,
        currency: storefront.currency,
        status: 'succeeded',
        providerReference: null,
        failureMessage: null,
      });
      await customerPaid(tx, projectId, customer.id, totals.total);
      await appendOrderEvent(
        tx,
        projectId,
        orderId,
        { type: 'payment_attempt', message: `Paid ${amount} at checkout.`, data: { status: 'succeeded' } },
        actor,
      );
    }
    await flowTriggers.get().orderPlaced(tx, projectId, order.email); // mail flows triggered by an order
    await mailPurchases.get().orderPlaced(tx, projectId, order.email, now); // the subscriber's lastPurchased
    const labels = { currency: storefront.currency, source: order.source };
    await recordMetrics(tx, projectId, [
      { metric: 'orders.count', value: 1, timestamp: now, labels },
      { metric: 'orders.revenue', value: totals.total, timestamp: now, labels },
    ]);
    await notify(
      tx,
      { projectId },
      {
        title: `New order ${name} — ${amount}`,
        body: [customerName || order.email, `${totals.itemCount} item${totals.itemCount === 1 ? '' : 's'}`].join(' · '),
        action: `/m/orders/${orderId}?project=${projectId}`,
      },
    );
    return { order, replayed: false };
  });
}
