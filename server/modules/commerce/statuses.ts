/**
 * The status vocabularies of the commerce tables, as values for contracts and code outside the repos (which may
 * only import the schema's types). `satisfies` and the `Exact` checks keep them equal to the schema's lists.
 */
import type {
  FulfillmentStatus as SchemaFulfillmentStatus,
  OrderStatus as SchemaOrderStatus,
  PaymentStatus as SchemaPaymentStatus,
} from '../../db/schema/commerce.ts';

export const ORDER_STATUSES = ['new', 'paid', 'processing', 'complete', 'refunded'] as const satisfies readonly SchemaOrderStatus[];
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const satisfies readonly SchemaPaymentStatus[];
export const FULFILLMENT_STATUSES = [
  'pending',
  'in_production',
  'shipped',
  'delivered',
  'cancelled',
] as const satisfies readonly SchemaFulfillmentStatus[];

export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number];

type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const statusListsMatchSchema: [
  Exact<OrderStatus, SchemaOrderStatus>,
  Exact<PaymentStatus, SchemaPaymentStatus>,
  Exact<FulfillmentStatus, SchemaFulfillmentStatus>,
] = [true, true, true];
