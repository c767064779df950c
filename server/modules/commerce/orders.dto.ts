/** Rows → the contract's DTOs (docs/decisions/commerce.md). */
import type { Actor } from './timeline.ts';
import type { OrderDto, OrderSummaryDto, PaymentDto, PlatformDto } from './commerce.schemas.ts';
import type { CustomerRow, FulfillmentRow, OrderLineRow, OrderRow, OrderSummaryRow, PaymentRow, StorefrontRow } from './orders.repo.ts';
import { allowedTransitions } from './order-transitions.ts';
import type { orderEvents } from '../../db/schema/index.ts';

type OrderEventRow = typeof orderEvents.$inferSelect;

export const toPlatformDto = (s: StorefrontRow): PlatformDto => ({
  id: s.id,
  projectId: s.projectId,
  name: s.name,
  defaultDomain: s.defaultDomain,
  currency: s.currency,
  timezone: s.timezone,
  country: s.country,
  supportEmail: s.supportEmail,
  taxIncluded: s.taxIncluded,
  orderNumberPrefix: s.orderNumberPrefix,
  createdAt: s.createdAt,
  updatedAt: s.updatedAt,
});

export const orderName = (prefix: string, number: number) => `${prefix}${number}`;

export const toOrderSummaryDto = (r: OrderSummaryRow, prefix: string): OrderSummaryDto => ({
  id: r.id,
  number: r.number,
  name: orderName(prefix, r.number),
  status: r.status,
  paymentStatus: r.paymentStatus,
  fulfillmentStatus: r.fulfillmentStatus as OrderSummaryDto['fulfillmentStatus'],
  customerId: r.customerId,
  customerName: r.customerName,
  email: r.email,
  currency: r.currency,
  total: r.total,
  itemCount: r.itemCount,
  source: r.source,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  paidAt: r.paidAt,
});

export const toPaymentDto = (p: PaymentRow): PaymentDto => ({
  id: p.id,
  provider: p.provider,
  kind: p.kind as PaymentDto['kind'],
  amount: p.amount,
  currency: p.currency,
  status: p.status as PaymentDto['status'],
  providerReference: p.providerReference,
  failureMessage: p.failureMessage,
  createdAt: p.createdAt,
});

export const toCustomerDto = (c: CustomerRow) => ({
  id: c.id,
  email: c.email,
  firstName: c.firstName,
  lastName: c.lastName,
  phone: c.phone,
  country: c.country,
  gender: c.gender === 'male' || c.gender === 'female' ? (c.gender as 'male' | 'female') : null,
  acceptsMarketing: c.acceptsMarketing,
  totalOrderCount: c.totalOrderCount,
  refundedOrderCount: c.refundedOrderCount,
  lifetimeValue: c.lifetimeValue,
  currency: c.currency,
  firstPurchasedAt: c.firstPurchasedAt,
  lastPurchasedAt: c.lastPurchasedAt,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
});

export function toFulfillmentDto(f: FulfillmentRow, lines: OrderLineRow[]) {
  const byId = new Map(lines.map((l) => [l.id, l]));
  return {
    id: f.id,
    orderId: f.orderId,
    status: f.status,
    fulfiller: {
      type: f.fulfillerType as 'self' | 'integration' | 'factory',
      id: f.fulfillerId,
      name: f.fulfillerName,
    },
    carrier: f.carrier,
    trackingNumber: f.trackingNumber,
    trackingUrl: f.trackingUrl,
    items: f.items.map((i) => ({
      lineId: i.lineId,
      quantity: i.quantity,
      productName: byId.get(i.lineId)?.productName ?? '',
      sku: byId.get(i.lineId)?.sku ?? null,
    })),
    shippedAt: f.shippedAt,
    deliveredAt: f.deliveredAt,
    createdAt: f.createdAt,
    updatedAt: f.updatedAt,
  };
}

const toEventDto = (e: OrderEventRow) => ({
  id: e.id,
  type: e.type,
  message: e.message,
  data: e.data,
  actor: { type: e.actorType as Actor['type'], id: e.actorId, name: e.actorName },
  createdAt: e.createdAt,
});

export interface OrderParts {
  order: OrderRow;
  lines: OrderLineRow[];
  payments: PaymentRow[];
  fulfillments: FulfillmentRow[];
  timeline: OrderEventRow[];
  customer: CustomerRow | null;
}

export function toOrderDto(p: OrderParts, prefix: string): OrderDto {
  const o = p.order;
  return {
    ...toOrderSummaryDto(o, prefix),
    subtotal: o.subtotal,
    discountTotal: o.discountTotal,
    shippingTotal: o.shippingTotal,
    taxTotal: o.taxTotal,
    shippingAddress: (o.shippingAddress ?? null) as OrderDto['shippingAddress'],
    billingAddress: (o.billingAddress ?? null) as OrderDto['billingAddress'],
    note: o.note,
    lines: p.lines.map((l) => ({
      id: l.id,
      productId: l.productId,
      variantId: l.variantId,
      productName: l.productName,
      variantName: l.variantName,
      sku: l.sku,
      image: l.image,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      discount: l.discount,
      tax: l.tax,
      total: l.total,
    })),
    fulfillments: p.fulfillments.map((f) => toFulfillmentDto(f, p.lines)),
    payments: p.payments.map(toPaymentDto),
    timeline: p.timeline.map(toEventDto),
    customer: p.customer ? toCustomerDto(p.customer) : null,
    allowedTransitions: allowedTransitions(o.status),
  };
}
