/**
 * The commerce core (spec 000 §3 "Order", "Customer list filters", §4 order statuses, §7 "Platform API"): each
 * project's storefront (the platform object of `GET /v1/platform`), its customers, orders with their lines,
 * timeline, payment attempts and fulfillments. Every table is keyed by `project_id` first (shard-ready).
 * Money is integer minor units (`bigint`, read as a JS number) beside an ISO 4217 currency; never a float.
 * Customer aggregates are maintained in the same transaction as the order write that changes them.
 * See docs/decisions/commerce.md.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { projects } from './projects.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const money = () => bigint({ mode: 'number' });
const projectId = () =>
  text()
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

export const ORDER_STATUSES = ['new', 'paid', 'processing', 'complete', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const FULFILLMENT_STATUSES = ['pending', 'in_production', 'shipped', 'delivered', 'cancelled'] as const;
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number];

export interface Address {
  name: string;
  company?: string | null;
  line1: string;
  line2?: string | null;
  city: string;
  region?: string | null;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone?: string | null;
}

/** The project's storefront: the platform object (`GET`/`PATCH /v1/platform?project=`). One per project. */
export const storefronts = pgTable(
  'storefronts',
  {
    projectId: projectId(),
    id: text().notNull(),
    name: text().notNull(),
    defaultDomain: text().notNull(),
    /** ISO 4217; every order of the storefront is in it (lifetime values add up without exchange rates). */
    currency: text().notNull().default('EUR'),
    /** IANA zone; "today" on the dashboard and date filters without a zone are read in it. */
    timezone: text().notNull().default('UTC'),
    supportEmail: text(),
    /** ISO 3166-1 alpha-2 of the shop's address (tax origin). */
    country: text().notNull().default('DE'),
    /** Prices entered with tax included (EU style) or not. */
    taxIncluded: boolean().notNull().default(true),
    orderNumberPrefix: text().notNull().default('#'),
    /** The next order number; taken with UPDATE … RETURNING in the order's transaction (no gaps on rollback). */
    nextOrderNumber: integer().notNull().default(1001),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.id] }), uniqueIndex('storefronts_project_idx').on(t.projectId)],
);

export const customers = pgTable(
  'customers',
  {
    projectId: projectId(),
    id: text().notNull(),
    /** Lower-cased; one customer per email per project. */
    email: text().notNull(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    phone: text(),
    /** ISO 3166-1 alpha-2, from the latest shipping address. */
    country: text(),
    /** 'male' | 'female' | null (spec 001 §3 campaign enumerations). */
    gender: text(),
    acceptsMarketing: boolean().notNull().default(false),
    /** Aggregates (kept in the order write's transaction): orders placed, orders refunded, paid minus refunded. */
    totalOrderCount: integer().notNull().default(0),
    refundedOrderCount: integer().notNull().default(0),
    lifetimeValue: money().notNull().default(0),
    currency: text().notNull(),
    firstPurchasedAt: ts(),
    lastPurchasedAt: ts(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
    search: tsvector().generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('simple', coalesce(${customers.firstName}, '') || ' ' || coalesce(${customers.lastName}, '') || ' ' || ${customers.email} || ' ' || replace(${customers.email}, '@', ' ') || ' ' || coalesce(${customers.phone}, ''))`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.id] }),
    uniqueIndex('customers_email_idx').on(t.projectId, t.email),
    index('customers_created_idx').on(t.projectId, t.createdAt.desc(), t.id.desc()),
    index('customers_last_purchased_idx').on(t.projectId, t.lastPurchasedAt.desc().nullsLast(), t.id.desc()),
    index('customers_lifetime_value_idx').on(t.projectId, t.lifetimeValue.desc(), t.id.desc()),
    index('customers_order_count_idx').on(t.projectId, t.totalOrderCount.desc(), t.id.desc()),
    index('customers_country_idx').on(t.projectId, t.country, t.lastPurchasedAt.desc().nullsLast(), t.id.desc()),
    index('customers_search_idx').using('gin', t.search),
  ],
);

export const orders = pgTable(
  'orders',
  {
    projectId: projectId(),
    id: text().notNull(),
    /** Per project, from storefronts.next_order_number; shown as prefix + number (#1042). */
    number: integer().notNull(),
    customerId: text().notNull(),
    email: text().notNull(),
    /** Denormalised for the list (the customer's name at the time of the order). */
    customerName: text().notNull().default(''),
    status: text().$type<OrderStatus>().notNull().default('new'),
    paymentStatus: text().$type<PaymentStatus>().notNull().default('pending'),
    /** 'unfulfilled' | 'partial' | 'fulfilled', derived from the fulfillments in their write's transaction. */
    fulfillmentStatus: text().notNull().default('unfulfilled'),
    currency: text().notNull(),
    subtotal: money().notNull(),
    discountTotal: money().notNull().default(0),
    shippingTotal: money().notNull().default(0),
    taxTotal: money().notNull().default(0),
    total: money().notNull(),
    itemCount: integer().notNull(),
    shippingAddress: jsonb().$type<Address>(),
    billingAddress: jsonb().$type<Address>(),
    /** Where it came from: 'storefront', 'api', or a connector's integration code ('shopify', …). */
    source: text().notNull().default('storefront'),
    note: text(),
    /** Create-order idempotency: the same key with the same body returns the first order; another body → 409. */
    idempotencyKey: text(),
    requestHash: text(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
    paidAt: ts(),
    completedAt: ts(),
    refundedAt: ts(),
    search: tsvector().generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('simple', ${orders.number}::text || ' ' || ${orders.email} || ' ' || replace(${orders.email}, '@', ' ') || ' ' || ${orders.customerName})`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.id] }),
    foreignKey({ name: 'orders_customer_fk', columns: [t.projectId, t.customerId], foreignColumns: [customers.projectId, customers.id] }),
    uniqueIndex('orders_number_idx').on(t.projectId, t.number),
    uniqueIndex('orders_idempotency_idx').on(t.projectId, t.idempotencyKey).where(sql`${t.idempotencyKey} IS NOT NULL`),
    index('orders_created_idx').on(t.projectId, t.createdAt.desc(), t.id.desc()),
    index('orders_status_created_idx').on(t.projectId, t.status, t.createdAt.desc(), t.id.desc()),
    index('orders_updated_idx').on(t.projectId, t.updatedAt.desc(), t.id.desc()),
    index('orders_status_updated_idx').on(t.projectId, t.status, t.updatedAt.desc(), t.id.desc()),
    index('orders_customer_idx').on(t.projectId, t.customerId, t.createdAt.desc(), t.id.desc()),
    index('orders_search_idx').using('gin', t.search),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    projectId: projectId(),
    id: text().notNull(),
    orderId: text().notNull(),
    position: integer().notNull(),
    productId: text(),
    variantId: text(),
    productName: text().notNull(),
    variantName: text(),
    sku: text(),
    image: text(),
    quantity: integer().notNull(),
    unitPrice: money().notNull(),
    discount: money().notNull().default(0),
    tax: money().notNull().default(0),
    /** quantity × unitPrice − discount (tax shown separately). */
    total: money().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.id] }),
    foreignKey({ name: 'order_lines_order_fk', columns: [t.projectId, t.orderId], foreignColumns: [orders.projectId, orders.id] }).onDelete(
      'cascade',
    ),
    index('order_lines_order_idx').on(t.projectId, t.orderId, t.position),
  ],
);

/** The order's timeline: every status change and action, with who and when. Append-only. */
export const orderEvents = pgTable(
  'order_events',
  {
    projectId: projectId(),
    id: text().notNull(),
    orderId: text().notNull(),
    /** 'created' | 'status_changed' | 'payment_attempt' | 'receipt_sent' | 'fulfillment_updated' | 'note' … */
    type: text().notNull(),
    message: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** 'user' | 'apiKey' | 'system'. */
    actorType: text().notNull(),
    actorId: text(),
    actorName: text(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.id] }),
    foreignKey({
      name: 'order_events_order_fk',
      columns: [t.projectId, t.orderId],
      foreignColumns: [orders.projectId, orders.id],
    }).onDelete('cascade'),
    index('order_events_order_idx').on(t.projectId, t.orderId, t.createdAt, t.id),
  ],
);

/** Payment attempts and refunds through the payment provider (append-only ledger of movements). */
export const orderPayments = pgTable(
  'order_payments',
  {
    projectId: projectId(),
    id: text().notNull(),
    orderId: text().notNull(),
    provider: text().notNull(),
    /** 'charge' | 'refund'. */
    kind: text().notNull(),
    amount: money().notNull(),
    currency: text().notNull(),
    /** 'succeeded' | 'failed'. */
    status: text().notNull(),
    providerReference: text(),
    failureMessage: text(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.id] }),
    foreignKey({
      name: 'order_payments_order_fk',
      columns: [t.projectId, t.orderId],
      foreignColumns: [orders.projectId, orders.id],
    }).onDelete('cascade'),
    index('order_payments_order_idx').on(t.projectId, t.orderId, t.createdAt),
  ],
);

export interface FulfillmentItem {
  lineId: string;
  quantity: number;
}

export const fulfillments = pgTable(
  'fulfillments',
  {
    projectId: projectId(),
    id: text().notNull(),
    orderId: text().notNull(),
    status: text().$type<FulfillmentStatus>().notNull().default('pending'),
    /** Who makes and ships it: 'self' (this project), 'integration' (an installed fulfilment module's code) or 'factory' (a factory project). */
    fulfillerType: text().notNull().default('self'),
    fulfillerId: text(),
    fulfillerName: text().notNull().default(''),
    carrier: text(),
    trackingNumber: text(),
    trackingUrl: text(),
    items: jsonb().$type<FulfillmentItem[]>().notNull().default([]),
    shippedAt: ts(),
    deliveredAt: ts(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.id] }),
    foreignKey({
      name: 'fulfillments_order_fk',
      columns: [t.projectId, t.orderId],
      foreignColumns: [orders.projectId, orders.id],
    }).onDelete('cascade'),
    index('fulfillments_order_idx').on(t.projectId, t.orderId),
  ],
);
