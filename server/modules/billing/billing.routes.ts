/**
 * The billing contracts (spec 001 §7 "Billing (query project on all)"): 31 calls under /v1/billing, plus
 * `POST /invoices/{id}/pay` (the screens' "pay now") and the built-in test card provider's form endpoint.
 * Lists answer the spec's plural names with `nextPageToken`. Admin calls are for platform admins (001 §6).
 * Decisions: docs/decisions/billing.md.
 */
import { z } from '@hono/zod-openapi';
import {
  CARD_VENDORS,
  INVOICE_STATUSES,
  INVOICE_TYPES,
  PLANS,
  TRANSACTION_CATEGORIES,
  TRANSACTION_TYPES,
} from '../../../common/billing.ts';
import { PERMISSIONS } from '../../../common/permissions.ts';
import { access } from '../../lib/access.ts';
import { defineRoute, jsonBody, jsonResponse, OkSchema, pageQuery } from '../../lib/openapi.ts';
import {
  BillingProjectSchema,
  CreatedPaymentMethodSchema,
  InvoiceDetailSchema,
  InvoiceListSchema,
  OverviewSchema,
  PaymentAttemptListSchema,
  PaymentAttemptSchema,
  PaymentMethodListSchema,
  PaymentMethodSchema,
  PlanListSchema,
  SummaryListSchema,
  SummarySchema,
  TransactionListSchema,
  TransactionSchema,
  VendorSecretSchema,
  WalletListSchema,
  WalletSchema,
  InvoiceSchema,
} from './billing.schemas.ts';
import { isCurrency, MAX_AMOUNT } from './billing.money.ts';

const tags = ['Billing'];
const read = access.project(PERMISSIONS.billingBillingGet);
const update = access.project(PERMISSIONS.billingBillingUpdate);
const project = z.string().min(1).max(64).openapi({ description: 'The project (from the current context)' });
const query = z.object({ project });
const listQuery = z.object({ project, ...pageQuery });
const idParams = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: 'id', in: 'path' } }),
});
const search = z.string().trim().max(200).optional().openapi({ description: 'Words to find (prefix matching)' });
const ref = z.string().min(1).max(64);
const file = (type: string, what: string) => ({
  description: what,
  content: { [type]: { schema: z.string().openapi({ format: 'binary' }) } },
});

const currency = z.string().trim().toUpperCase().refine(isCurrency, 'Use an ISO 4217 currency code (EUR).');
const country = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Use a two-letter ISO 3166 country code (DE).');
const text = (field: string, max: number) =>
  z.string().trim().min(1, `The ${field} is required.`).max(max, `The ${field} may be at most ${max} characters.`);
const optionalText = (field: string, max: number) =>
  z.string().trim().max(max, `The ${field} may be at most ${max} characters.`).nullable().optional();
const minor = (what: string) =>
  z
    .number({ message: `${what} must be a number.` })
    .int(`${what} is in minor units (a whole number).`)
    .min(0, `${what} may not be negative.`)
    .max(MAX_AMOUNT, `${what} is too large.`);
const planCode = z.enum(PLANS.map((p) => p.code) as [string, ...string[]]).openapi({ description: 'A plan code from GET /plans' });
const instant = z.iso
  .datetime({ offset: true, message: 'Use an ISO-8601 date and time (2026-11-01T00:00:00Z).' })
  .transform((v) => new Date(v).toISOString());
const endAfterStart = (q: { start?: string | undefined; end?: string | undefined }, ctx: z.RefinementCtx) => {
  if (q.start && q.end && q.end <= q.start) ctx.addIssue({ code: 'custom', path: ['end'], message: 'The end must be after the start.' });
};

export const UpdateBillingProjectBody = z
  .strictObject({
    companyName: text('company name', 200).optional(),
    addressLine1: optionalText('address', 200),
    addressLine2: optionalText('address', 200),
    city: optionalText('city', 100),
    postalCode: optionalText('postal code', 20),
    country: country.optional(),
    taxId: optionalText('VAT / tax id', 40),
    email: z.email('Enter a valid email address.').max(254).optional(),
    currency: currency.optional(),
    plan: planCode.optional(),
  })
  .openapi('UpdateBillingProjectRequest');
export const UpdateAdminBillingProjectBody = z
  .strictObject({
    creditLimit: minor('The credit limit').optional(),
    taxRate: z.number().int('The tax rate is in basis points (2000 = 20 %).').min(0).max(10_000).optional(),
    plan: planCode.optional(),
  })
  .openapi('UpdateAdminBillingProjectRequest');
export const CreatePaymentMethodBody = z
  .strictObject({ vendor: z.enum(CARD_VENDORS).optional().openapi({ description: 'Default: the configured provider' }) })
  .openapi('CreatePaymentMethodRequest');
export const UpdatePaymentMethodBody = z
  .strictObject({
    token: z.string().min(1).max(2000).optional().openapi({ description: "The provider form's answer (the test provider's card token)" }),
    confirm: z.literal(true).optional().openapi({ description: 'Finish the setup (Stripe: after Stripe.js confirmed the setup intent)' }),
    isDefault: z.literal(true).optional().openapi({ description: 'Make this the default payment method' }),
  })
  .refine((b) => b.token || b.confirm || b.isDefault, { message: 'Nothing to change.', path: ['default'] })
  .openapi('UpdatePaymentMethodRequest');
export const UpdateWalletBody = z
  .strictObject({
    autoTopUp: z.boolean().optional(),
    topUpThreshold: minor('The threshold').optional(),
    topUpAmount: minor('The top-up amount').optional(),
  })
  .openapi('UpdateWalletRequest');
export const CreateTransactionBody = z
  .strictObject({
    type: z.enum(TRANSACTION_TYPES),
    category: z.enum(TRANSACTION_CATEGORIES),
    description: text('description', 300),
    amount: minor('The amount').refine((v) => v > 0, 'The amount must be more than zero.'),
    currency: currency.optional().openapi({ description: "Default: the billing project's currency" }),
    taxAmount: minor('The tax').optional().openapi({ description: "Default: the billing project's tax rate (charges)" }),
    integration: z.string().trim().min(1).max(64).optional(),
    sourceReference: z.string().trim().min(1).max(128).optional(),
    confirm: z.boolean().optional().openapi({ description: 'Confirm at once (create + confirm in one call)' }),
  })
  .openapi('CreateTransactionRequest');
const exportFilters = {
  invoice: ref.optional(),
  integration: z.string().trim().min(1).max(64).optional(),
  search,
  status: z.enum(['pending', 'confirmed']).optional(),
  start: instant.optional().openapi({ description: 'Created at or after (ISO-8601)' }),
  end: instant.optional().openapi({ description: 'Created before (ISO-8601)' }),
};
export const ExportTransactionsBody = z.strictObject(exportFilters).superRefine(endAfterStart).openapi('ExportTransactionsRequest');
export const ExportAdminTransactionsBody = z
  .strictObject(exportFilters)
  .superRefine(endAfterStart)
  .openapi('ExportAdminTransactionsRequest');
export const ExportInvoiceTransactionsBody = z.strictObject({}).openapi('ExportInvoiceTransactionsRequest');
export const ExportSummaryTransactionsBody = z.strictObject({}).openapi('ExportSummaryTransactionsRequest');
export const CreateSummaryBody = z
  .strictObject({
    name: z.string().trim().min(1).max(120).optional(),
    start: instant,
    end: instant,
    currency: currency.optional(),
  })
  .superRefine(endAfterStart)
  .superRefine((b, ctx) => {
    if (new Date(b.end).getTime() - new Date(b.start).getTime() > 5 * 366 * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'A summary covers at most five years.' });
  })
  .openapi('CreateSummaryRequest');
export const TestCardBody = z
  .strictObject({
    clientSecret: z.string().min(1).max(2000),
    number: z.string().trim().min(12, 'The card number is invalid.').max(23, 'The card number is invalid.'),
    expMonth: z.number().int().min(1, 'The month is 1 to 12.').max(12, 'The month is 1 to 12.'),
    expYear: z.number().int().min(2000).max(2100),
    cvc: z.string().regex(/^\d{3,4}$/, 'The CVC is 3 or 4 digits.'),
  })
  .openapi('TestCardRequest');

// Billing project, overview, plans
export const getBillingProjectRoute = defineRoute({
  method: 'get',
  path: '/',
  operationId: 'getBillingProject',
  access: read,
  tags,
  summary: 'The billing project (company, currency, tax rate, credit limit, plan); COMPANY_NOT_FOUND before setup',
  request: { query },
  responses: { 200: jsonResponse(BillingProjectSchema, 'The billing project') },
});
export const updateBillingProjectRoute = defineRoute({
  method: 'patch',
  path: '/',
  operationId: 'updateBillingProject',
  access: update,
  tags,
  summary: 'Set up or change the company, address, tax id, billing email, currency and plan',
  request: { query, body: jsonBody(UpdateBillingProjectBody) },
  responses: { 200: jsonResponse(BillingProjectSchema, 'The billing project') },
});
export const updateAdminBillingProjectRoute = defineRoute({
  method: 'patch',
  path: '/admin',
  operationId: 'updateAdminBillingProject',
  access: access.platformAdmin(),
  tags,
  summary: "Platform admins: a project's credit limit, tax rate and plan",
  request: { query, body: jsonBody(UpdateAdminBillingProjectBody) },
  responses: { 200: jsonResponse(BillingProjectSchema, 'The billing project') },
});
export const getOverviewRoute = defineRoute({
  method: 'get',
  path: '/overview',
  operationId: 'getBillingOverview',
  access: read,
  tags,
  summary: 'Balance per wallet, charges this period, next invoice date, open invoices, alerts, plan',
  request: { query },
  responses: { 200: jsonResponse(OverviewSchema, 'The overview') },
});
export const listPlansRoute = defineRoute({
  method: 'get',
  path: '/plans',
  operationId: 'listBillingPlans',
  access: read,
  tags,
  summary: 'The plan catalogue (monthly prices excluding tax), in price order',
  request: { query: listQuery },
  responses: { 200: jsonResponse(PlanListSchema, 'Plans') },
});

// Payment methods
export const listPaymentMethodsRoute = defineRoute({
  method: 'get',
  path: '/payment-methods',
  operationId: 'listBillingPaymentMethods',
  access: read,
  tags,
  summary: 'Stored payment methods, newest first',
  request: { query: listQuery },
  responses: { 200: jsonResponse(PaymentMethodListSchema, 'Payment methods') },
});
export const createPaymentMethodRoute = defineRoute({
  method: 'post',
  path: '/payment-methods',
  operationId: 'createBillingPaymentMethod',
  access: update,
  tags,
  summary: "Start adding a card: a setup intent with the provider (pending until the provider's form confirms it)",
  request: { query, body: jsonBody(CreatePaymentMethodBody) },
  responses: { 201: jsonResponse(CreatedPaymentMethodSchema, 'The pending payment method and its client secret') },
});
export const getPaymentMethodVendorSecretRoute = defineRoute({
  method: 'get',
  path: '/payment-methods/{vendor}/secret',
  operationId: 'getBillingPaymentMethodVendorSecret',
  access: read,
  tags,
  summary: "What the browser needs to show the provider's own card form",
  request: {
    query,
    params: z.object({
      vendor: z
        .string()
        .min(1)
        .max(32)
        .openapi({ param: { name: 'vendor', in: 'path' } }),
    }),
  },
  responses: { 200: jsonResponse(VendorSecretSchema, 'The vendor secret') },
});
export const getPaymentMethodRoute = defineRoute({
  method: 'get',
  path: '/payment-methods/{id}',
  operationId: 'getBillingPaymentMethod',
  access: read,
  tags,
  summary: 'One payment method',
  request: { query, params: idParams },
  responses: { 200: jsonResponse(PaymentMethodSchema, 'The payment method') },
});
export const updatePaymentMethodRoute = defineRoute({
  method: 'patch',
  path: '/payment-methods/{id}',
  operationId: 'updateBillingPaymentMethod',
  access: update,
  tags,
  summary: "Confirm the card with the provider form's token, or make it the default",
  request: { query, params: idParams, body: jsonBody(UpdatePaymentMethodBody) },
  responses: { 200: jsonResponse(PaymentMethodSchema, 'The payment method') },
});
export const deletePaymentMethodRoute = defineRoute({
  method: 'delete',
  path: '/payment-methods/{id}',
  operationId: 'deleteBillingPaymentMethod',
  access: update,
  tags,
  summary: 'Remove a payment method (the newest other card becomes the default)',
  request: { query, params: idParams },
  responses: { 200: jsonResponse(OkSchema, 'Removed') },
});
export const listPaymentMethodAttemptsRoute = defineRoute({
  method: 'get',
  path: '/payment-methods/{id}/payment-attempts',
  operationId: 'listBillingPaymentMethodPaymentAttempts',
  access: read,
  tags,
  summary: 'Charges tried on this payment method, newest first',
  request: { query: listQuery, params: idParams },
  responses: { 200: jsonResponse(PaymentAttemptListSchema, 'Payment attempts') },
});

// Wallets
export const listWalletsRoute = defineRoute({
  method: 'get',
  path: '/wallets',
  operationId: 'listBillingWallets',
  access: read,
  tags,
  summary: 'Wallets, one per currency, with balances (sums of their ledgers)',
  request: { query: listQuery },
  responses: { 200: jsonResponse(WalletListSchema, 'Wallets') },
});
export const getWalletRoute = defineRoute({
  method: 'get',
  path: '/wallets/{id}',
  operationId: 'getBillingWallet',
  access: read,
  tags,
  summary: 'One wallet with its balance',
  request: { query, params: idParams },
  responses: { 200: jsonResponse(WalletSchema, 'The wallet') },
});
export const updateWalletRoute = defineRoute({
  method: 'patch',
  path: '/wallets/{id}',
  operationId: 'updateBillingWallet',
  access: update,
  tags,
  summary: 'Auto top-up and its threshold and amount',
  request: { query, params: idParams, body: jsonBody(UpdateWalletBody) },
  responses: { 200: jsonResponse(WalletSchema, 'The wallet') },
});

// Invoices
export const listInvoicesRoute = defineRoute({
  method: 'get',
  path: '/invoices',
  operationId: 'listBillingInvoices',
  access: read,
  tags,
  summary: 'Invoices, newest first',
  request: {
    query: z.object({
      project,
      search: search.openapi({ description: 'Invoice number (INV-000042 or 42)' }),
      ...pageQuery,
      summary: ref.optional().openapi({ description: "Invoices within a summary's period" }),
      status: z.enum(INVOICE_STATUSES).optional(),
      type: z.enum(INVOICE_TYPES).optional(),
      charge: ref.optional().openapi({ description: 'The invoice holding this transaction' }),
      sourceReference: z
        .string()
        .trim()
        .min(1)
        .max(128)
        .optional()
        .openapi({ description: 'Invoices holding a transaction with this reference' }),
    }),
  },
  responses: { 200: jsonResponse(InvoiceListSchema, 'Invoices') },
});
export const getInvoiceRoute = defineRoute({
  method: 'get',
  path: '/invoices/{id}',
  operationId: 'getBillingInvoice',
  access: read,
  tags,
  summary: 'One invoice with its lines',
  request: { query, params: idParams },
  responses: { 200: jsonResponse(InvoiceDetailSchema, 'The invoice') },
});
export const downloadInvoiceRoute = defineRoute({
  method: 'get',
  path: '/invoices/{id}/download',
  operationId: 'downloadBillingInvoice',
  access: read,
  tags,
  summary: 'The invoice as a PDF',
  request: { query, params: idParams },
  responses: { 200: file('application/pdf', 'The PDF') },
});
export const listInvoiceAttemptsRoute = defineRoute({
  method: 'get',
  path: '/invoices/{id}/payment-attempts',
  operationId: 'listBillingInvoicePaymentAttempts',
  access: read,
  tags,
  summary: 'Payment attempts of an invoice, newest first',
  request: { query: listQuery, params: idParams },
  responses: { 200: jsonResponse(PaymentAttemptListSchema, 'Payment attempts') },
});
export const exportInvoiceTransactionsRoute = defineRoute({
  method: 'post',
  path: '/invoices/{id}/transactions/export',
  operationId: 'exportBillingInvoiceTransactions',
  access: access.project(PERMISSIONS.billingTransactionsExport),
  tags,
  summary: "The invoice's transactions as CSV",
  request: { query, params: idParams, body: jsonBody(ExportInvoiceTransactionsBody) },
  responses: { 200: file('text/csv', 'CSV') },
});
export const payInvoiceRoute = defineRoute({
  method: 'post',
  path: '/invoices/{id}/pay',
  operationId: 'payBillingInvoice',
  access: update,
  tags,
  summary: 'Pay now: charge the amount due to the default payment method (the attempt is recorded either way)',
  request: { query, params: idParams },
  responses: {
    200: jsonResponse(
      z.object({ invoice: InvoiceSchema, paymentAttempt: PaymentAttemptSchema }).openapi('PayInvoiceResult'),
      'The invoice and the attempt',
    ),
  },
});

// Summaries
export const listSummariesRoute = defineRoute({
  method: 'get',
  path: '/summaries',
  operationId: 'listBillingSummaries',
  access: read,
  tags,
  summary: 'Summaries (period statements), newest first',
  request: { query: z.object({ project, search, ...pageQuery }) },
  responses: { 200: jsonResponse(SummaryListSchema, 'Summaries') },
});
export const createSummaryRoute = defineRoute({
  method: 'post',
  path: '/summaries',
  operationId: 'createBillingSummary',
  access: update,
  tags,
  summary: 'Make a statement of a period: opening and closing balance, charges, tax, credits, payments',
  request: { query, body: jsonBody(CreateSummaryBody) },
  responses: { 201: jsonResponse(SummarySchema, 'The summary') },
});
export const getSummaryRoute = defineRoute({
  method: 'get',
  path: '/summaries/{id}',
  operationId: 'getBillingSummary',
  access: read,
  tags,
  summary: 'One summary',
  request: { query, params: idParams },
  responses: { 200: jsonResponse(SummarySchema, 'The summary') },
});
export const deleteSummaryRoute = defineRoute({
  method: 'delete',
  path: '/summaries/{id}',
  operationId: 'deleteBillingSummary',
  access: update,
  tags,
  summary: 'Delete a summary (transactions and invoices are untouched)',
  request: { query, params: idParams },
  responses: { 200: jsonResponse(OkSchema, 'Deleted') },
});
export const downloadSummaryRoute = defineRoute({
  method: 'get',
  path: '/summaries/{id}/download',
  operationId: 'downloadBillingSummary',
  access: read,
  tags,
  summary: 'The summary as a PDF',
  request: { query, params: idParams },
  responses: { 200: file('application/pdf', 'The PDF') },
});
export const exportSummaryTransactionsRoute = defineRoute({
  method: 'post',
  path: '/summaries/{id}/transactions/export',
  operationId: 'exportBillingSummaryTransactions',
  access: access.project(PERMISSIONS.billingTransactionsExport),
  tags,
  summary: "The summary period's confirmed transactions as CSV",
  request: { query, params: idParams, body: jsonBody(ExportSummaryTransactionsBody) },
  responses: { 200: file('text/csv', 'CSV') },
});

// Transactions
export const listTransactionsRoute = defineRoute({
  method: 'get',
  path: '/transactions',
  operationId: 'listBillingTransactions',
  access: read,
  tags,
  summary: 'Transactions (charges and credits), newest first',
  request: {
    query: z.object({
      project,
      ...pageQuery,
      invoice: ref.optional(),
      search: search.openapi({ description: 'Description, source reference, integration, category (prefix)' }),
      integration: z.string().trim().min(1).max(64).optional(),
    }),
  },
  responses: { 200: jsonResponse(TransactionListSchema, 'Transactions') },
});
export const createTransactionRoute = defineRoute({
  method: 'post',
  path: '/transactions',
  operationId: 'createBillingTransaction',
  access: access.project(PERMISSIONS.billingTransactionsCreate),
  tags,
  summary: 'Create a pending charge or credit (INSUFFICIENT_BALANCE when a charge exceeds balance + credit limit)',
  request: { query, body: jsonBody(CreateTransactionBody) },
  responses: {
    201: jsonResponse(TransactionSchema, 'The transaction'),
    402: {
      description: 'INSUFFICIENT_BALANCE',
      content: { 'application/json': { schema: z.object({ code: z.string(), message: z.string() }) } },
    },
  },
});
export const exportTransactionsRoute = defineRoute({
  method: 'post',
  path: '/transactions/export',
  operationId: 'exportBillingTransactions',
  access: access.project(PERMISSIONS.billingTransactionsExport),
  tags,
  summary: 'Transactions as CSV (the list filters plus status and a date range)',
  request: { query, body: jsonBody(ExportTransactionsBody) },
  responses: { 200: file('text/csv', 'CSV') },
});
export const getTransactionRoute = defineRoute({
  method: 'get',
  path: '/transactions/{id}',
  operationId: 'getBillingTransaction',
  access: read,
  tags,
  summary: 'One transaction',
  request: { query, params: idParams },
  responses: { 200: jsonResponse(TransactionSchema, 'The transaction') },
});
export const confirmTransactionRoute = defineRoute({
  method: 'post',
  path: '/transactions/{id}/confirm',
  operationId: 'confirmBillingTransaction',
  access: access.project(PERMISSIONS.billingTransactionsCreate),
  tags,
  summary: 'Book a pending transaction on the wallet ledger (idempotent); INSUFFICIENT_BALANCE if a charge no longer fits',
  request: { query, params: idParams },
  responses: { 200: jsonResponse(TransactionSchema, 'The confirmed transaction') },
});
export const exportAdminTransactionsRoute = defineRoute({
  method: 'post',
  path: '/admin/transactions/export',
  operationId: 'exportAdminBillingTransactions',
  access: access.platformAdmin(),
  tags,
  summary: "Platform admins: any project's transactions as CSV",
  request: { query, body: jsonBody(ExportAdminTransactionsBody) },
  responses: { 200: file('text/csv', 'CSV') },
});

// The built-in test card provider's form endpoint (stands in for the provider's servers).
export const testCardConfirmRoute = defineRoute({
  method: 'post',
  path: '/test-provider/confirm',
  operationId: 'confirmTestProviderCard',
  access: access.public(),
  tags: ['Billing test provider'],
  summary: 'Test provider: check a test card for a setup and answer a card token (no card number is stored anywhere)',
  request: { body: jsonBody(TestCardBody) },
  responses: { 200: jsonResponse(z.object({ token: z.string() }).openapi('TestCardToken'), 'The card token') },
});
