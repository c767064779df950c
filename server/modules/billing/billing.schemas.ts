/** Response shapes of the billing contracts (spec 001 §3 "Billing"; field names decided in docs/decisions/billing.md). */
import { z } from '@hono/zod-openapi';
import {
  ALERT_KINDS,
  INVOICE_STATUSES,
  PAYMENT_ATTEMPT_STATUSES,
  PAYMENT_METHOD_STATUSES,
  TRANSACTION_CATEGORIES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
} from '../../../common/billing.ts';

const money = (description: string) =>
  z
    .number()
    .int()
    .openapi({ description: `${description} (integer minor units)` });
const LevelSchema = z.enum(['danger', 'warning', 'success', 'default']);
const ActionSchema = z.object({ text: z.string(), to: z.string().optional() });

export const PlanSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    monthlyPrice: money('Monthly price excluding tax'),
    currency: z.string(),
    description: z.string(),
  })
  .openapi('BillingPlan');
export const PlanListSchema = z.object({ plans: z.array(PlanSchema), nextPageToken: z.string().nullable() }).openapi('BillingPlanList');

export const AlertSchema = z
  .object({ kind: z.enum(ALERT_KINDS), message: z.string(), level: LevelSchema, actions: z.array(ActionSchema).optional() })
  .openapi('BillingAlert');

export const CompanySchema = z.object({
  name: z.string(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string(),
  taxId: z.string().nullable(),
  email: z.string(),
});

export const BillingProjectSchema = z
  .object({
    project: z.string(),
    company: CompanySchema.nullable(),
    currency: z.string(),
    taxRate: z.number().int().openapi({ description: 'Tax rate in basis points (2000 = 20 %)' }),
    creditLimit: money('How far below zero the wallet may go'),
    plan: PlanSchema,
    createdAt: z.string().nullable(),
    updatedAt: z.string().nullable(),
  })
  .openapi('BillingProject');

export const WalletSchema = z
  .object({
    id: z.string(),
    project: z.string(),
    currency: z.string(),
    balance: money('SUM of the wallet ledger; negative is owed'),
    autoTopUp: z.boolean(),
    topUpThreshold: money('Top up when the balance falls below'),
    topUpAmount: money('Each top-up'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Wallet');
export const WalletListSchema = z.object({ wallets: z.array(WalletSchema), nextPageToken: z.string().nullable() }).openapi('WalletList');

export const TransactionSchema = z
  .object({
    id: z.string(),
    project: z.string(),
    type: z.enum(TRANSACTION_TYPES),
    category: z.enum(TRANSACTION_CATEGORIES),
    status: z.enum(TRANSACTION_STATUSES),
    description: z.string(),
    currency: z.string(),
    amount: money('Net amount'),
    taxAmount: money('Tax'),
    total: money('Amount + tax'),
    integration: z.string().nullable(),
    sourceReference: z.string().nullable(),
    invoice: z.string().nullable(),
    createdAt: z.string(),
    confirmedAt: z.string().nullable(),
  })
  .openapi('Transaction');
export const TransactionListSchema = z
  .object({ transactions: z.array(TransactionSchema), nextPageToken: z.string().nullable() })
  .openapi('TransactionList');

const PartySchema = z.object({
  companyName: z.string(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string(),
  taxId: z.string().nullable(),
  email: z.string(),
  projectName: z.string(),
});
export const InvoiceSchema = z
  .object({
    id: z.string(),
    project: z.string(),
    number: z.string().openapi({ description: 'INV-000042: gapless per project' }),
    sequence: z.number().int(),
    type: z.string(),
    status: z.enum(INVOICE_STATUSES),
    currency: z.string(),
    periodStart: z.string(),
    periodEnd: z.string(),
    subtotal: money('Charges'),
    tax: money('Tax of the charges'),
    credits: money('Credits of the period'),
    total: money('subtotal + tax − credits'),
    amountDue: money('What the card pays (the rest came from the prepaid balance)'),
    amountPaid: money('Paid by card'),
    billedTo: PartySchema,
    issuedAt: z.string(),
    dueAt: z.string(),
    paidAt: z.string().nullable(),
  })
  .openapi('Invoice');
export const InvoiceDetailSchema = InvoiceSchema.extend({ lines: z.array(TransactionSchema) }).openapi('InvoiceDetail');
export const InvoiceListSchema = z
  .object({ invoices: z.array(InvoiceSchema), nextPageToken: z.string().nullable() })
  .openapi('InvoiceList');

export const PaymentMethodSchema = z
  .object({
    id: z.string(),
    project: z.string(),
    vendor: z.string(),
    status: z.enum(PAYMENT_METHOD_STATUSES),
    brand: z.string().nullable(),
    last4: z.string().nullable(),
    expMonth: z.number().int().nullable(),
    expYear: z.number().int().nullable(),
    isDefault: z.boolean(),
    expiring: z.boolean(),
    expired: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('PaymentMethod');
export const CreatedPaymentMethodSchema = PaymentMethodSchema.extend({
  clientSecret: z.string().openapi({ description: "The setup intent's secret for the provider's card form" }),
}).openapi('CreatedPaymentMethod');
export const PaymentMethodListSchema = z
  .object({ paymentMethods: z.array(PaymentMethodSchema), nextPageToken: z.string().nullable() })
  .openapi('PaymentMethodList');

export const PaymentAttemptSchema = z
  .object({
    id: z.string(),
    project: z.string(),
    invoice: z.string().nullable(),
    transaction: z.string().nullable(),
    paymentMethod: z.string().nullable(),
    amount: money('Charged'),
    currency: z.string(),
    status: z.enum(PAYMENT_ATTEMPT_STATUSES),
    failureMessage: z.string().nullable(),
    providerReference: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('PaymentAttempt');
export const PaymentAttemptListSchema = z
  .object({ paymentAttempts: z.array(PaymentAttemptSchema), nextPageToken: z.string().nullable() })
  .openapi('PaymentAttemptList');

export const VendorSecretSchema = z
  .object({ vendor: z.string(), publishableKey: z.string(), confirmUrl: z.string().nullable() })
  .openapi('PaymentMethodVendorSecret');

export const SummarySchema = z
  .object({
    id: z.string(),
    project: z.string(),
    name: z.string(),
    currency: z.string(),
    periodStart: z.string(),
    periodEnd: z.string(),
    openingBalance: money('Wallet balance at the start'),
    charges: money('Confirmed charges, net'),
    tax: money('Tax of the charges'),
    credits: money('Confirmed credits'),
    payments: money('Invoice payments'),
    closingBalance: money('Wallet balance at the end'),
    transactionCount: z.number().int(),
    createdAt: z.string(),
  })
  .openapi('Summary');
export const SummaryListSchema = z
  .object({ summaries: z.array(SummarySchema), nextPageToken: z.string().nullable() })
  .openapi('SummaryList');

export const OverviewSchema = z
  .object({
    project: z.string(),
    plan: PlanSchema,
    companySetUp: z.boolean(),
    currency: z.string(),
    balance: money("The billing currency wallet's balance"),
    creditLimit: money('Credit limit'),
    available: money('balance + credit limit'),
    wallets: z.array(WalletSchema),
    period: z.object({ start: z.string(), end: z.string() }),
    chargesThisPeriod: z.object({ count: z.number().int(), amount: money('Net'), tax: money('Tax'), total: money('Total') }),
    pendingCount: z.number().int(),
    nextInvoiceDate: z.string(),
    openInvoices: z.object({ count: z.number().int(), amountDue: money('Due'), overdue: z.number().int() }),
    defaultPaymentMethod: z.union([PaymentMethodSchema, z.null()]).openapi({ description: 'The card invoices are charged to' }),
    alerts: z.array(AlertSchema),
  })
  .openapi('BillingOverview');
