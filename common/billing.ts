/**
 * Billing constants shared by the server and the app (spec 001 §3 "Billing", §8 account alerts, 000 §4 billing
 * announcements). Decisions where the spec is silent are in docs/decisions/billing.md.
 */

/** Transaction kinds: a charge costs the project money; the others credit its wallet. */
export const TRANSACTION_TYPES = ['charge', 'credit'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
/** What a transaction is for. */
export const TRANSACTION_CATEGORIES = ['fulfilment', 'plan', 'usage', 'top_up', 'refund', 'adjustment'] as const;
export type TransactionCategory = (typeof TRANSACTION_CATEGORIES)[number];
/** pending → confirmed (booked on the wallet's ledger) ; pending → void is not offered by the spec's calls. */
export const TRANSACTION_STATUSES = ['pending', 'confirmed'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Invoice statuses (000 §4). `overdue` is `due`/`failed` past the due date, derived when read. */
export const INVOICE_STATUSES = ['paid', 'due', 'overdue', 'failed', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_TYPES = ['period'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

export const PAYMENT_METHOD_STATUSES = ['pending', 'active'] as const;
export const PAYMENT_ATTEMPT_STATUSES = ['succeeded', 'failed'] as const;
export const CARD_VENDORS = ['test', 'stripe'] as const;
export type CardVendor = (typeof CARD_VENDORS)[number];

/** Days between issue and due date. */
export const INVOICE_TERMS_DAYS = 14;
/** credit_limit_warning from this share of the credit limit used (percent). */
export const CREDIT_LIMIT_WARNING_PERCENT = 80;

export interface Plan {
  code: string;
  name: string;
  /** Minor units per month, excluding tax. */
  monthlyPrice: number;
  currency: string;
  description: string;
}
/** The plan catalogue (prices in EUR cents, per month, excluding tax). */
export const PLANS: readonly Plan[] = [
  { code: 'demo', name: 'Demo', monthlyPrice: 0, currency: 'EUR', description: 'Try everything with demo data; no charges.' },
  { code: 'starter', name: 'Starter', monthlyPrice: 2900, currency: 'EUR', description: 'One shop, up to 500 orders a month.' },
  { code: 'growth', name: 'Growth', monthlyPrice: 9900, currency: 'EUR', description: 'Several storefronts, up to 5,000 orders a month.' },
  { code: 'scale', name: 'Scale', monthlyPrice: 29900, currency: 'EUR', description: 'Unlimited orders, priority fulfilment.' },
];

export const ALERT_KINDS = [
  'payment_method_required',
  'payment_method_expiring',
  'payment_method_expired',
  'credit_limit_warning',
  'credit_limit_exceeded',
  'has_overdue_invoices',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export interface BillingAlert {
  kind: AlertKind;
  message: string;
  level: 'danger' | 'warning' | 'success' | 'default';
  actions?: { text: string; to?: string }[];
}
/** 001 §8: each alert's exact message, level and action. */
export const ALERTS: Record<AlertKind, Omit<BillingAlert, 'kind'>> = {
  payment_method_required: {
    message: 'Missing payment method.',
    level: 'danger',
    actions: [{ text: 'Add', to: 'billing.payment-methods' }],
  },
  payment_method_expiring: {
    message: 'Payment method expiring soon.',
    level: 'warning',
    actions: [{ text: 'Update', to: 'billing.payment-methods' }],
  },
  payment_method_expired: {
    message: 'Payment method expired.',
    level: 'danger',
    actions: [{ text: 'Fix', to: 'billing.payment-methods' }],
  },
  credit_limit_warning: { message: 'Near credit limit.', level: 'warning' },
  credit_limit_exceeded: { message: 'Credit limit exceeded.', level: 'danger' },
  has_overdue_invoices: { message: 'Account has overdue invoices.', level: 'danger' },
};
