/** The commerce records as the screens use them: the server's contracts (docs/decisions/commerce.md). */
import type { Schema } from '../api/schemas.ts';

export type Storefront = Schema<'Platform'>;
export type OrderStatus = Schema<'OrderStatus'>;
export type OrderSummary = Schema<'OrderSummary'>;
export type Order = Schema<'Order'>;
export type OrderLine = Schema<'OrderLine'>;
export type OrderEvent = Schema<'OrderEvent'>;
export type Payment = Schema<'Payment'>;
export type Address = Schema<'Address'>;
export type Customer = Schema<'Customer'>;
/** A fulfilment as the order carries it (the fulfilments endpoint answers the same shape). */
export type Fulfillment = Schema<'OrderFulfillment'>;
export type FulfillmentStatus = Fulfillment['status'];
export type Fulfiller = Schema<'AvailableFulfiller'>;
export type OrdersSummary = Schema<'OrderSummaryReport'>;
