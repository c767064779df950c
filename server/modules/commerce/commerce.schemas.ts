/**
 * The commerce DTOs of docs/decisions/commerce.md as zod (OpenAPI components): the platform object, orders and
 * what an order carries. Component names are prefixed where another router of the area may define its own
 * (`OrderCustomer`, `OrderFulfillment`) so two definitions never fight over one name.
 */
import { z } from '@hono/zod-openapi';
import { FULFILLMENT_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES } from './statuses.ts';

export const OrderStatusSchema = z.enum(ORDER_STATUSES).openapi('OrderStatus');

export const PlatformSchema = z
  .object({
    id: z.string(),
    projectId: z.string(),
    name: z.string(),
    defaultDomain: z.string(),
    currency: z.string().openapi({ description: 'ISO 4217; every order of the storefront is in it' }),
    timezone: z.string().openapi({ description: 'IANA zone; "today" on the dashboard is read in it' }),
    country: z.string(),
    supportEmail: z.string().nullable(),
    taxIncluded: z.boolean(),
    orderNumberPrefix: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Platform');

export const AddressSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(200),
    company: z.string().max(200).nullish(),
    line1: z.string().trim().min(1).max(300),
    line2: z.string().max(300).nullish(),
    city: z.string().trim().min(1).max(200),
    region: z.string().max(200).nullish(),
    postalCode: z.string().trim().min(1).max(40),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, 'Use an ISO 3166-1 alpha-2 country code (DE).')
      .openapi({ description: 'ISO 3166-1 alpha-2' }),
    phone: z.string().max(60).nullish(),
  })
  .openapi('Address');

export const OrderLineSchema = z
  .object({
    id: z.string(),
    productId: z.string().nullable(),
    variantId: z.string().nullable(),
    productName: z.string(),
    variantName: z.string().nullable(),
    sku: z.string().nullable(),
    image: z.string().nullable(),
    quantity: z.number().int(),
    unitPrice: z.number().int(),
    discount: z.number().int(),
    tax: z.number().int(),
    total: z.number().int().openapi({ description: 'quantity × unitPrice − discount (tax shown separately)' }),
  })
  .openapi('OrderLine');

export const ActorSchema = z
  .object({ type: z.enum(['user', 'apiKey', 'system']), id: z.string().nullable(), name: z.string().nullable() })
  .openapi('OrderActor');

export const OrderEventSchema = z
  .object({
    id: z.string(),
    type: z.string(),
    message: z.string(),
    data: z.record(z.string(), z.unknown()),
    actor: ActorSchema,
    createdAt: z.string(),
  })
  .openapi('OrderEvent');

export const PaymentSchema = z
  .object({
    id: z.string(),
    provider: z.string(),
    kind: z.enum(['charge', 'refund']),
    amount: z.number().int(),
    currency: z.string(),
    status: z.enum(['succeeded', 'failed']),
    providerReference: z.string().nullable(),
    failureMessage: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('Payment');

export const OrderFulfillmentSchema = z
  .object({
    id: z.string(),
    orderId: z.string(),
    status: z.enum(FULFILLMENT_STATUSES),
    fulfiller: z.object({ type: z.enum(['self', 'integration', 'factory']), id: z.string().nullable(), name: z.string() }),
    carrier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    trackingUrl: z.string().nullable(),
    items: z.array(z.object({ lineId: z.string(), quantity: z.number().int(), productName: z.string(), sku: z.string().nullable() })),
    shippedAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('OrderFulfillment');

export const OrderCustomerSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    country: z.string().nullable(),
    gender: z.enum(['male', 'female']).nullable(),
    acceptsMarketing: z.boolean(),
    totalOrderCount: z.number().int(),
    refundedOrderCount: z.number().int(),
    lifetimeValue: z.number().int(),
    currency: z.string(),
    firstPurchasedAt: z.string().nullable(),
    lastPurchasedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('OrderCustomer');

export const OrderSummarySchema = z
  .object({
    id: z.string(),
    number: z.number().int(),
    name: z.string().openapi({ description: "The storefront's prefix and the number: '#1042'" }),
    status: OrderStatusSchema,
    paymentStatus: z.enum(PAYMENT_STATUSES),
    fulfillmentStatus: z.enum(['unfulfilled', 'partial', 'fulfilled']),
    customerId: z.string(),
    customerName: z.string(),
    email: z.string(),
    currency: z.string(),
    total: z.number().int().openapi({ description: 'Minor units (4200 = €42.00)' }),
    itemCount: z.number().int(),
    source: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    paidAt: z.string().nullable(),
  })
  .openapi('OrderSummary');

export const OrderSchema = OrderSummarySchema.extend({
  subtotal: z.number().int(),
  discountTotal: z.number().int(),
  shippingTotal: z.number().int(),
  taxTotal: z.number().int(),
  shippingAddress: AddressSchema.nullable(),
  billingAddress: AddressSchema.nullable(),
  note: z.string().nullable(),
  lines: z.array(OrderLineSchema),
  fulfillments: z.array(OrderFulfillmentSchema),
  payments: z.array(PaymentSchema),
  timeline: z.array(OrderEventSchema).openapi({ description: 'Oldest first' }),
  customer: OrderCustomerSchema.nullable(),
  allowedTransitions: z.array(OrderStatusSchema),
}).openapi('Order');

export type OrderDto = z.infer<typeof OrderSchema>;
export type OrderSummaryDto = z.infer<typeof OrderSummarySchema>;
export type PlatformDto = z.infer<typeof PlatformSchema>;
export type PaymentDto = z.infer<typeof PaymentSchema>;
