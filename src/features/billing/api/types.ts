import type { Schema } from '../../../lib/api/schemas.ts';

/** The billing area's shapes: aliases of the generated contract types. */
export type Overview = Schema<'BillingOverview'>;
export type BillingProject = Schema<'BillingProject'>;
export type Invoice = Schema<'Invoice'>;
export type InvoiceDetail = Schema<'InvoiceDetail'>;
export type Transaction = Schema<'Transaction'>;
export type Summary = Schema<'Summary'>;
export type PaymentMethod = Schema<'PaymentMethod'>;
export type PaymentAttempt = Schema<'PaymentAttempt'>;
export type Wallet = Schema<'Wallet'>;
export type Plan = Schema<'BillingPlan'>;
