/**
 * The orders contracts under `/v1/platform/{platformId}/…` (docs/decisions/commerce.md "Orders"). Every call takes
 * `project`; `{platformId}` must be that project's storefront (else 404 PLATFORM_NOT_FOUND). Fixed paths
 * (`orders/summary`, `orders/export`, `orders/bulk-status`) are registered before `orders/{orderId}`.
 */
import { z } from '@hono/zod-openapi';
import { PERMISSIONS } from '../../../common/permissions.ts';
import { access } from '../../lib/access.ts';
import { defineRoute, errorResponses, jsonBody, jsonResponse, pageQuery } from '../../lib/openapi.ts';
import { AddressSchema, OrderSchema, OrderStatusSchema, OrderSummarySchema, PaymentSchema } from './commerce.schemas.ts';

const tags = ['Orders'];
const providerDown = {
  description: 'The payment provider could not be reached (nothing changed; retry)',
  content: errorResponses[409].content,
};
const MAX_MONEY = 1_000_000_000_000; // minor units; far below 2^53

const id = (name: string) =>
  z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name, in: 'path' } });
export const PlatformParams = z.object({ platformId: id('platformId') });
export const OrderParams = PlatformParams.extend({ orderId: id('orderId') });
const project = z.string().min(1).max(64).openapi({ description: 'The project' });

const instant = z.iso
  .datetime({ offset: true, message: 'Use an ISO-8601 date and time (2026-11-23T00:00:00Z).' })
  .transform((v) => new Date(v).toISOString());
const filterFields = {
  search: z.string().trim().max(200).optional().openapi({ description: 'Order number (1042 or #1042), email or customer name (prefix)' }),
  start: instant.optional().openapi({ description: 'Inclusive, ISO-8601' }),
  end: instant.optional().openapi({ description: 'Exclusive, ISO-8601' }),
  dateFilterType: z.enum(['created', 'updated']).default('created').openapi({ description: 'Which date start/end and the order apply to' }),
  status: OrderStatusSchema.optional(),
  customerId: z.string().min(1).max(64).optional(),
};
const endAfterStart = (q: { start?: string | undefined; end?: string | undefined }, ctx: z.RefinementCtx) => {
  if (q.start && q.end && q.end <= q.start) ctx.addIssue({ code: 'custom', path: ['end'], message: 'The end must be after the start.' });
};

export const ListOrdersQuery = z.object({ project, ...filterFields, ...pageQuery }).superRefine(endAfterStart);
export const ExportOrdersQuery = z
  .object({
    project,
    ...filterFields,
    start: instant.openapi({ description: 'Required: inclusive, ISO-8601' }),
  })
  .superRefine(endAfterStart);
export const SummaryQuery = z
  .object({ project, start: instant, end: instant.optional().openapi({ description: 'Exclusive; default now' }) })
  .superRefine(endAfterStart);

const money = (what: string) => z.number().int(`${what} is in minor units (a whole number).`).min(0).max(MAX_MONEY);

export const CreateOrderBody = z
  .strictObject({
    customer: z.strictObject({
      email: z.email('Enter a valid email address.').max(254),
      firstName: z.string().trim().max(100).optional(),
      lastName: z.string().trim().max(100).optional(),
      phone: z.string().trim().max(60).optional(),
      gender: z.enum(['male', 'female']).optional(),
      acceptsMarketing: z.boolean().optional(),
    }),
    lines: z
      .array(
        z.strictObject({
          productId: z.string().max(64).optional(),
          variantId: z.string().max(64).optional(),
          productName: z.string().trim().min(1, 'The product name is required.').max(300),
          variantName: z.string().trim().max(300).optional(),
          sku: z.string().trim().max(100).optional(),
          image: z.url().max(2000).optional(),
          quantity: z.number().int().min(1).max(10_000),
          unitPrice: money('unitPrice'),
          discount: money('discount').optional(),
          tax: money('tax').optional(),
        }),
      )
      .min(1, 'An order needs at least one line.')
      .max(500),
    currency: z.string().regex(/^[A-Z]{3}$/, 'Use an ISO 4217 currency code (EUR).'),
    shippingTotal: money('shippingTotal').optional(),
    discountTotal: money('discountTotal').optional(),
    shippingAddress: AddressSchema.optional(),
    billingAddress: AddressSchema.optional(),
    note: z.string().max(5000).optional(),
    source: z
      .string()
      .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'A lower-case code such as storefront, api or shopify.')
      .optional(),
    paid: z.boolean().optional().openapi({ description: 'A charge already taken by the storefront: the order starts paid' }),
  })
  .openapi('CreateOrderRequest');

export const UpdateOrderBody = z
  .strictObject({ status: OrderStatusSchema.optional(), note: z.string().max(5000).nullable().optional() })
  .refine((b) => b.status !== undefined || b.note !== undefined, { message: 'Give a status or a note.' })
  .openapi('UpdateOrderRequest');

export const BulkStatusBody = z
  .strictObject({
    orderIds: z.array(z.string().min(1).max(64)).min(1, 'Choose at least one order.').max(100, 'At most 100 orders at once.'),
    status: OrderStatusSchema,
  })
  .openapi('BulkOrderStatusRequest');

export const SendReceiptBody = z
  .strictObject({ email: z.email('Enter a valid email address.').max(254).optional() })
  .openapi('SendReceiptRequest');

export const OrderListSchema = z.object({ orders: z.array(OrderSummarySchema), nextPageToken: z.string().nullable() }).openapi('OrderList');
export const OrderSummaryReportSchema = z
  .object({
    start: z.string(),
    end: z.string(),
    currency: z.string(),
    timezone: z.string(),
    orderCount: z.number().int(),
    revenue: z.number().int().openapi({ description: 'Totals of the paid orders (not refunded), minor units' }),
    days: z.array(
      z.object({
        date: z.string().openapi({ description: 'YYYY-MM-DD in the storefront time zone' }),
        orderCount: z.number().int(),
        revenue: z.number().int(),
      }),
    ),
  })
  .openapi('OrderSummaryReport');
export const ReceiptSchema = z
  .object({ receipt: z.object({ orderId: z.string(), number: z.string(), subject: z.string(), email: z.string(), html: z.string() }) })
  .openapi('OrderReceipt');

export const listOrdersRoute = defineRoute({
  method: 'get',
  operationId: 'listPlatformOrders',
  path: '/{platformId}/orders',
  access: access.project(PERMISSIONS.platformOrdersList),
  tags,
  summary: 'Orders, newest first by the chosen date (keyset paging)',
  request: { params: PlatformParams, query: ListOrdersQuery },
  responses: { 200: jsonResponse(OrderListSchema, 'Orders') },
});

export const orderSummaryRoute = defineRoute({
  method: 'get',
  operationId: 'getPlatformOrderSummary',
  path: '/{platformId}/orders/summary',
  access: access.project(PERMISSIONS.platformOrdersList),
  tags,
  summary: 'Order count and revenue between start and end, by day in the storefront time zone (the dashboard)',
  request: { params: PlatformParams, query: SummaryQuery },
  responses: { 200: jsonResponse(OrderSummaryReportSchema, 'Figures') },
});

export const exportOrdersRoute = defineRoute({
  method: 'get',
  operationId: 'exportPlatformOrders',
  path: '/{platformId}/orders/export',
  access: access.project(PERMISSIONS.platformOrdersExport),
  tags,
  summary: 'The filtered orders as CSV, streamed (start required)',
  request: { params: PlatformParams, query: ExportOrdersQuery },
  responses: { 200: { description: 'CSV, one row per order', content: { 'text/csv': { schema: z.string() } } } },
});

export const createOrderRoute = defineRoute({
  method: 'post',
  operationId: 'createPlatformOrder',
  path: '/{platformId}/orders',
  access: access.project(PERMISSIONS.platformOrdersCreate),
  tags,
  summary:
    'Create an order (storefronts and connectors; a project API key with platform.orders.create). Header Idempotency-Key: the same key and body answer the first order (200, Idempotent-Replayed: true); another body 409.',
  request: {
    params: PlatformParams,
    query: z.object({ project }),
    headers: z.object({ 'idempotency-key': z.string().min(1, 'Send an Idempotency-Key header.').max(200) }),
    body: jsonBody(CreateOrderBody),
  },
  responses: {
    200: jsonResponse(OrderSchema, 'The order made by the first request with this key'),
    201: jsonResponse(OrderSchema, 'The order'),
    409: errorResponses[409],
  },
});

export const bulkStatusRoute = defineRoute({
  method: 'post',
  operationId: 'bulkUpdatePlatformOrderStatus',
  path: '/{platformId}/orders/bulk-status',
  access: access.project(PERMISSIONS.platformOrdersUpdate),
  tags,
  summary: 'Move several orders to one status: all or nothing (one illegal move is a 409 naming it)',
  request: { params: PlatformParams, query: z.object({ project }), body: jsonBody(BulkStatusBody) },
  responses: {
    200: jsonResponse(z.object({ orders: z.array(OrderSummarySchema) }).openapi('BulkOrderStatusResult'), 'The orders'),
    409: errorResponses[409],
    502: providerDown,
  },
});

export const getOrderRoute = defineRoute({
  method: 'get',
  operationId: 'getPlatformOrder',
  path: '/{platformId}/orders/{orderId}',
  access: access.project(PERMISSIONS.platformOrdersGet),
  tags,
  summary: 'An order: lines, totals, payments, fulfillments, timeline, customer and the statuses it may move to',
  request: { params: OrderParams, query: z.object({ project }) },
  responses: { 200: jsonResponse(OrderSchema, 'The order') },
});

export const updateOrderRoute = defineRoute({
  method: 'patch',
  operationId: 'updatePlatformOrder',
  path: '/{platformId}/orders/{orderId}',
  access: access.project(PERMISSIONS.platformOrdersUpdate),
  tags,
  summary: 'Move the order to a status (server-enforced transitions; 409 on an illegal one) or change its note',
  request: { params: OrderParams, query: z.object({ project }), body: jsonBody(UpdateOrderBody) },
  responses: { 200: jsonResponse(OrderSchema, 'The order'), 409: errorResponses[409], 502: providerDown },
});

export const getReceiptRoute = defineRoute({
  method: 'get',
  operationId: 'getPlatformOrderReceipt',
  path: '/{platformId}/orders/{orderId}/receipt',
  access: access.project(PERMISSIONS.platformOrdersGet),
  tags,
  summary: 'The order receipt as HTML in JSON, or with format=pdf as a PDF',
  request: { params: OrderParams, query: z.object({ project, format: z.enum(['json', 'pdf']).default('json') }) },
  responses: {
    200: {
      description: 'The receipt',
      content: { 'application/json': { schema: ReceiptSchema }, 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
    },
  },
});

export const sendReceiptRoute = defineRoute({
  method: 'post',
  operationId: 'sendPlatformOrderReceipt',
  path: '/{platformId}/orders/{orderId}/receipt/send',
  access: access.project(PERMISSIONS.platformOrdersUpdate),
  tags,
  summary: "Mail the receipt (PDF attached) to the order's email or the one given; queued",
  request: { params: OrderParams, query: z.object({ project }), body: jsonBody(SendReceiptBody) },
  responses: { 202: jsonResponse(z.object({ queued: z.literal(true), email: z.string() }).openapi('ReceiptQueued'), 'Queued') },
});

export const retryPaymentRoute = defineRoute({
  method: 'post',
  operationId: 'retryPlatformPayment',
  path: '/{platformId}/orders/{orderId}/retryPlatformPayment',
  access: access.project(PERMISSIONS.platformOrdersUpdate),
  tags,
  summary: 'Charge the order again through the payment provider (payment pending or failed; else 409)',
  request: { params: OrderParams, query: z.object({ project }) },
  responses: {
    200: jsonResponse(z.object({ order: OrderSchema, payment: PaymentSchema }).openapi('RetryPaymentResult'), 'The order and the attempt'),
    409: errorResponses[409],
    502: providerDown,
  },
});
