/**
 * Billing (spec 001 §3 "Billing", §7 "Billing"; docs/decisions/billing.md): each project's billing account (the
 * "billing project": company, address, tax id, currency, credit limit), wallets whose balance is the SUM of an
 * append-only ledger, transactions (charges and credits), invoices issued per period with gapless per-project
 * numbers, payment methods (provider reference, brand, last 4, expiry — never a card number), payment attempts
 * and summaries (period statements). Money is integer minor units (`bigint`, read as a JS number) beside an
 * ISO 4217 currency. Every table is keyed by `project_id` first (shard-ready).
 */
import { type SQL, sql } from 'drizzle-orm';
import { bigint, boolean, customType, index, integer, pgTable, primaryKey, text, uniqueIndex, jsonb } from 'drizzle-orm/pg-core';
import type { TransactionCategory, TransactionStatus, TransactionType } from '../../../common/billing.ts';
import { ts } from './columns.ts';
import { projects } from './projects.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const money = () => bigint({ mode: 'number' });
const projectId = () =>
  text()
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

export interface InvoiceParty {
  companyName: string;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  postalCode: string | null;
  country: string;
  taxId: string | null;
  email: string;
  projectName: string;
}

/** The billing project: one row per project once its company is set up (COMPANY_NOT_FOUND before). */
export const billingAccounts = pgTable(
  'billing_accounts',
  {
    projectId: projectId(),
    companyName: text().notNull(),
    addressLine1: text(),
    addressLine2: text(),
    city: text(),
    postalCode: text(),
    country: text().notNull(),
    taxId: text(),
    email: text().notNull(),
    currency: text().notNull().default('EUR'),
    /** Tax rate in basis points (2000 = 20 %), applied to charges without their own tax. */
    taxRateBps: integer().notNull().default(0),
    /** How far below zero the wallet may go (minor units; platform admins set it). */
    creditLimit: money().notNull().default(0),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId] })],
);

/** Gapless counters (invoice numbers): locked FOR UPDATE and incremented in the issuing transaction. */
export const billingCounters = pgTable(
  'billing_counters',
  {
    projectId: projectId(),
    series: text().notNull(),
    value: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.series] })],
);

export const billingWallets = pgTable(
  'billing_wallets',
  {
    projectId: projectId(),
    id: text().notNull(),
    currency: text().notNull(),
    autoTopUp: boolean().notNull().default(false),
    /** Top up when the balance falls below this (minor units). */
    topUpThreshold: money().notNull().default(0),
    /** How much each top-up adds (minor units). */
    topUpAmount: money().notNull().default(0),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.id] }), uniqueIndex('billing_wallets_currency_idx').on(t.projectId, t.currency)],
);

/** Append-only (a trigger refuses UPDATE and DELETE): a wallet's balance is the SUM of its entries. */
export const billingLedger = pgTable(
  'billing_ledger',
  {
    projectId: projectId(),
    id: text().notNull(),
    walletId: text().notNull(),
    /** 'charge' | 'credit' | 'invoice_payment' */
    kind: text().notNull(),
    /** Signed minor units: negative debits the wallet. */
    amount: money().notNull(),
    transactionId: text(),
    invoiceId: text(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.id] }),
    index('billing_ledger_wallet_idx').on(t.projectId, t.walletId, t.createdAt),
    uniqueIndex('billing_ledger_transaction_idx').on(t.projectId, t.transactionId).where(sql`${t.transactionId} IS NOT NULL`),
  ],
);

export const billingTransactions = pgTable(
  'billing_transactions',
  {
    projectId: projectId(),
    id: text().notNull(),
    type: text().$type<TransactionType>().notNull(),
    category: text().$type<TransactionCategory>().notNull(),
    status: text().$type<TransactionStatus>().notNull().default('pending'),
    description: text().notNull(),
    currency: text().notNull(),
    /** Net amount, minor units, > 0. */
    amount: money().notNull(),
    /** Tax on the amount, minor units, >= 0 (charges only). */
    taxAmount: money().notNull().default(0),
    /** Integration code (a factory, a connector) the transaction comes from. */
    integration: text(),
    /** The caller's reference (an order, a fulfilment). */
    sourceReference: text(),
    invoiceId: text(),
    createdAt: ts().notNull().defaultNow(),
    confirmedAt: ts(),
    search: tsvector().generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('simple', ${billingTransactions.description} || ' ' || coalesce(${billingTransactions.sourceReference}, '') || ' ' || coalesce(${billingTransactions.integration}, '') || ' ' || ${billingTransactions.category})`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.id] }),
    index('billing_transactions_created_idx').on(t.projectId, t.createdAt.desc(), t.id.desc()),
    index('billing_transactions_invoice_idx').on(t.projectId, t.invoiceId, t.createdAt.desc(), t.id.desc()),
    index('billing_transactions_integration_idx').on(t.projectId, t.integration, t.createdAt.desc(), t.id.desc()),
    index('billing_transactions_source_idx').on(t.projectId, t.sourceReference),
    index('billing_transactions_search_idx').using('gin', t.search),
  ],
);

export const billingInvoices = pgTable(
  'billing_invoices',
  {
    projectId: projectId(),
    id: text().notNull(),
    /** Gapless per project, from billing_counters('invoice'). */
    number: integer().notNull(),
    type: text().notNull().default('period'),
    /** 'paid' | 'due' | 'failed' | 'void' (overdue is derived from due_at when read). */
    status: text().notNull(),
    currency: text().notNull(),
    periodStart: ts().notNull(),
    periodEnd: ts().notNull(),
    subtotal: money().notNull(),
    tax: money().notNull(),
    /** Credits of the period (refunds, adjustments) taken off the total. */
    credits: money().notNull().default(0),
    total: money().notNull(),
    /** What the card must pay (the rest was covered by the prepaid wallet balance). */
    amountDue: money().notNull(),
    amountPaid: money().notNull().default(0),
    billedTo: jsonb().$type<InvoiceParty>().notNull(),
    issuedAt: ts().notNull(),
    dueAt: ts().notNull(),
    paidAt: ts(),
    createdAt: ts().notNull().defaultNow(),
    search: tsvector().generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('simple', ${billingInvoices.number}::text || ' ' || 'INV-' || lpad(${billingInvoices.number}::text, 6, '0'))`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.id] }),
    uniqueIndex('billing_invoices_number_idx').on(t.projectId, t.number),
    uniqueIndex('billing_invoices_period_idx').on(t.projectId, t.type, t.currency, t.periodStart),
    index('billing_invoices_issued_idx').on(t.projectId, t.issuedAt.desc(), t.id.desc()),
    index('billing_invoices_status_idx').on(t.projectId, t.status, t.dueAt),
    index('billing_invoices_search_idx').using('gin', t.search),
  ],
);

export const billingPaymentMethods = pgTable(
  'billing_payment_methods',
  {
    projectId: projectId(),
    id: text().notNull(),
    vendor: text().notNull(),
    /** 'pending' (setup started) | 'active' (card confirmed by the provider) */
    status: text().notNull().default('pending'),
    /** The provider's setup intent. */
    setupReference: text().notNull(),
    /** The provider's payment method; null until confirmed. */
    providerReference: text(),
    brand: text(),
    last4: text(),
    expMonth: integer(),
    expYear: integer(),
    isDefault: boolean().notNull().default(false),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.id] }),
    index('billing_payment_methods_created_idx').on(t.projectId, t.createdAt.desc(), t.id.desc()),
  ],
);

export const billingPaymentAttempts = pgTable(
  'billing_payment_attempts',
  {
    projectId: projectId(),
    id: text().notNull(),
    /** The invoice paid, or null for a wallet top-up. */
    invoiceId: text(),
    /** The credit transaction a successful top-up booked. */
    transactionId: text(),
    paymentMethodId: text(),
    amount: money().notNull(),
    currency: text().notNull(),
    status: text().notNull(),
    failureMessage: text(),
    providerReference: text(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.id] }),
    index('billing_payment_attempts_invoice_idx').on(t.projectId, t.invoiceId, t.createdAt.desc(), t.id.desc()),
    index('billing_payment_attempts_method_idx').on(t.projectId, t.paymentMethodId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** A period statement: totals computed from the ledger and transactions when created. */
export const billingSummaries = pgTable(
  'billing_summaries',
  {
    projectId: projectId(),
    id: text().notNull(),
    name: text().notNull(),
    currency: text().notNull(),
    periodStart: ts().notNull(),
    periodEnd: ts().notNull(),
    openingBalance: money().notNull(),
    charges: money().notNull(),
    tax: money().notNull(),
    credits: money().notNull(),
    payments: money().notNull(),
    closingBalance: money().notNull(),
    transactionCount: integer().notNull(),
    createdAt: ts().notNull().defaultNow(),
    search: tsvector().generatedAlwaysAs((): SQL => sql`to_tsvector('simple', ${billingSummaries.name})`),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.id] }),
    index('billing_summaries_created_idx').on(t.projectId, t.createdAt.desc(), t.id.desc()),
    index('billing_summaries_search_idx').using('gin', t.search),
  ],
);
