/**
 * Invoices (docs/decisions/billing.md "Invoices"). `issueInvoice` turns a period's confirmed, not yet invoiced
 * transactions of one currency into an invoice, in one transaction that holds the project's invoice counter
 * row FOR UPDATE: numbers are gapless (a rolled-back issue takes its number back with it) and two workers
 * issuing the same period make one invoice (the second finds it once it gets the lock; the unique index on
 * (project, type, currency, period start) backs this up). `payInvoice` charges the chargeable card.
 */
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { INVOICE_TERMS_DAYS, type InvoiceStatus } from '../../../common/billing.ts';
import type { Tx } from '../../db/client.ts';
import { billingCounters, billingInvoices, billingSummaries, billingTransactions, jobs } from '../../db/schema/index.ts';
import { CODES } from '../../lib/error-codes.ts';
import { ApiError, conflict, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { enqueue } from '../../lib/jobs.ts';
import type { PageRequest } from '../../lib/pagination.ts';
import { projectRepo } from '../../lib/project-repo.ts';
import { refreshAlerts } from './alerts.repo.ts';
import { appendLedger, balanceOf, ensureWallet, findAccount, lockWallet, projectBasics } from './account.repo.ts';
import { invoiceTotals } from './billing.money.ts';
import { cardProvider, viaCharge } from './cards/index.ts';
import { activeMethods, chargeableMethod, insertAttempt } from './payment-methods.repo.ts';
import { searchCondition, type TransactionRow } from './transactions.repo.ts';

export type InvoiceRow = typeof billingInvoices.$inferSelect;
const invoices = projectRepo(billingInvoices);

export const INVOICE_QUEUE = 'billing-invoice';
export const ALERTS_QUEUE = 'billing-alerts';
export const invoiceMissing = () => notFound('Invoice', CODES.INVOICE_NOT_FOUND);
export const invoiceNumber = (n: number) => `INV-${String(n).padStart(6, '0')}`;

/** The calendar month (UTC) holding `at`: [start, end). */
export function monthOf(at: Date) {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const end = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  return { periodStart: start.toISOString(), periodEnd: end.toISOString() };
}

export interface InvoiceJob {
  projectId: string;
  currency: string;
  periodStart: string;
  periodEnd: string;
}

/** Schedule the issue of a period's invoice at the period's end, once (a pending job for it is enough). */
export async function scheduleInvoice(tx: Tx, job: InvoiceJob) {
  const [pending] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.queue, INVOICE_QUEUE), eq(jobs.state, 'pending'), sql`${jobs.payload} @> ${JSON.stringify(job)}::jsonb`))
    .limit(1);
  if (!pending) await enqueue(tx, INVOICE_QUEUE, job, { runAt: new Date(job.periodEnd), maxAttempts: 8 });
}

const counterValue = async (tx: Tx, projectId: string) => {
  await tx.insert(billingCounters).values({ projectId, series: 'invoice', value: 0 }).onConflictDoNothing();
  const { rows } = await tx.execute<{ value: number }>(
    sql`SELECT value FROM billing_counters WHERE project_id = ${projectId} AND series = 'invoice' FOR UPDATE`,
  );
  return Number(rows[0]!.value);
};

/**
 * Issue the invoice of a period (idempotent). Answers the invoice and whether this call made it; null when the
 * period has nothing to invoice or the company is not set up. Call inside a transaction.
 */
export async function issueInvoice(tx: Tx, job: InvoiceJob, now = new Date()): Promise<{ invoice: InvoiceRow; created: boolean } | null> {
  const { projectId, currency, periodStart, periodEnd } = job;
  const account = await findAccount(tx, projectId);
  const project = await projectBasics(tx, projectId);
  if (!account || !project) return null;
  const last = await counterValue(tx, projectId); // serialises every issue of this project from here on
  const existing = await invoices(tx, projectId).find(
    and(eq(billingInvoices.type, 'period'), eq(billingInvoices.currency, currency), eq(billingInvoices.periodStart, periodStart))!,
  );
  if (existing) return { invoice: existing, created: false };
  const lines = (await tx
    .select()
    .from(billingTransactions)
    .where(
      and(
        eq(billingTransactions.projectId, projectId),
        eq(billingTransactions.currency, currency),
        eq(billingTransactions.status, 'confirmed'),
        isNull(billingTransactions.invoiceId),
        sql`${billingTransactions.confirmedAt} >= ${periodStart} AND ${billingTransactions.confirmedAt} < ${periodEnd}`,
      ),
    )
    .for('update')) as TransactionRow[];
  if (!lines.length) return null;
  const totals = invoiceTotals(lines);
  const wallet = await ensureWallet(tx, projectId, currency);
  await lockWallet(tx, projectId, wallet.id);
  const balance = await balanceOf(tx, projectId, wallet.id);
  // What the prepaid balance does not cover is due by card.
  const amountDue = balance >= 0 ? 0 : Math.min(totals.total, -balance);
  const number = last + 1;
  await tx
    .update(billingCounters)
    .set({ value: number })
    .where(and(eq(billingCounters.projectId, projectId), eq(billingCounters.series, 'invoice')));
  const issuedAt = now.toISOString();
  const dueAt = new Date(now.getTime() + INVOICE_TERMS_DAYS * 86_400_000).toISOString();
  const invoice = await invoices(tx, projectId).insert({
    id: newId('inv'),
    number,
    type: 'period',
    status: amountDue === 0 ? 'paid' : 'due',
    currency,
    periodStart,
    periodEnd,
    ...totals,
    amountDue,
    amountPaid: 0,
    billedTo: {
      companyName: account.companyName,
      addressLine1: account.addressLine1,
      addressLine2: account.addressLine2,
      city: account.city,
      postalCode: account.postalCode,
      country: account.country,
      taxId: account.taxId,
      email: account.email,
      projectName: project.name,
    },
    issuedAt,
    dueAt,
    paidAt: amountDue === 0 ? issuedAt : null,
  });
  await tx
    .update(billingTransactions)
    .set({ invoiceId: invoice.id })
    .where(
      and(
        eq(billingTransactions.projectId, projectId),
        inArray(
          billingTransactions.id,
          lines.map((l) => l.id),
        ),
      ),
    );
  if (amountDue > 0) await enqueue(tx, ALERTS_QUEUE, { projectId }, { runAt: new Date(new Date(dueAt).getTime() + 1000) });
  return { invoice, created: true };
}

export async function findInvoice(db: Tx, projectId: string, id: string) {
  const row = await invoices(db, projectId).find(eq(billingInvoices.id, id));
  if (!row) throw invoiceMissing();
  return row;
}

export const invoiceLines = (db: Tx, projectId: string, invoiceId: string) =>
  db
    .select()
    .from(billingTransactions)
    .where(and(eq(billingTransactions.projectId, projectId), eq(billingTransactions.invoiceId, invoiceId)))
    .orderBy(billingTransactions.confirmedAt, billingTransactions.id);

/**
 * Charge the invoice's amount due to the chargeable card (the default, else the newest unexpired one): the
 * attempt is recorded either way; success marks it paid and credits the wallet with what was paid. The invoice
 * row stays locked across the provider call, so two "pay now" clicks cannot charge twice.
 */
export async function payInvoice(
  tx: Tx,
  projectId: string,
  invoiceId: string,
  now = new Date(),
  opts: { paymentMethodId?: string; refreshAlerts?: boolean } = {},
) {
  const { rows } = await tx.execute<{ id: string }>(
    sql`SELECT id FROM billing_invoices WHERE project_id = ${projectId} AND id = ${invoiceId} FOR UPDATE`,
  );
  if (!rows.length) throw invoiceMissing();
  const invoice = await findInvoice(tx, projectId, invoiceId);
  if (!['due', 'failed'].includes(invoice.status) || invoice.amountDue === 0)
    throw conflict('This invoice has nothing to pay.', CODES.INVOICE_NOT_PAYABLE);
  const card = opts.paymentMethodId
    ? ((await activeMethods(tx, projectId)).find((m) => m.id === opts.paymentMethodId) ?? null)
    : await chargeableMethod(tx, projectId, now);
  if (!card?.providerReference)
    throw new ApiError(409, CODES.PAYMENT_METHOD_REQUIRED, 'Missing payment method.', undefined, {
      level: 'danger',
      actions: [{ text: 'Add', to: 'billing.payment-methods' }],
    });
  const [{ n }] = (
    await tx.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM billing_payment_attempts WHERE project_id = ${projectId} AND invoice_id = ${invoiceId}`,
    )
  ).rows as [{ n: number }];
  const result = await viaCharge(() =>
    cardProvider().charge({
      paymentMethodReference: card.providerReference!,
      amount: invoice.amountDue,
      currency: invoice.currency,
      description: `Invoice ${invoiceNumber(invoice.number)}`,
      idempotencyKey: `${invoiceId}:${n + 1}`,
    }),
  );
  const attempt = await insertAttempt(tx, projectId, {
    invoiceId,
    paymentMethodId: card.id,
    amount: invoice.amountDue,
    currency: invoice.currency,
    status: result.status,
    failureMessage: result.failureMessage,
    providerReference: result.reference,
    createdAt: now.toISOString(),
  });
  if (result.status === 'succeeded') {
    const wallet = await ensureWallet(tx, projectId, invoice.currency);
    await lockWallet(tx, projectId, wallet.id);
    await appendLedger(tx, projectId, {
      walletId: wallet.id,
      kind: 'invoice_payment',
      amount: invoice.amountDue,
      invoiceId,
      createdAt: now.toISOString(),
    });
  }
  const [updated] = await invoices(tx, projectId).update(eq(billingInvoices.id, invoiceId), {
    status: result.status === 'succeeded' ? 'paid' : 'failed',
    amountPaid: result.status === 'succeeded' ? invoice.amountDue : 0,
    paidAt: result.status === 'succeeded' ? now.toISOString() : null,
  });
  if (opts.refreshAlerts !== false) await refreshAlerts(tx, projectId, now);
  return { invoice: updated!, attempt };
}

/** The status a reader sees: due or failed past the due date is overdue. */
export function effectiveStatus(r: Pick<InvoiceRow, 'status' | 'dueAt'>, now = new Date()): InvoiceStatus {
  if ((r.status === 'due' || r.status === 'failed') && r.dueAt < now.toISOString()) return 'overdue';
  return r.status as InvoiceStatus;
}

function statusCondition(status: InvoiceStatus, now: string): SQL {
  const late = sql`${billingInvoices.dueAt} < ${now}`;
  if (status === 'overdue') return and(inArray(billingInvoices.status, ['due', 'failed']), late)!;
  if (status === 'due' || status === 'failed') return and(eq(billingInvoices.status, status), sql`${billingInvoices.dueAt} >= ${now}`)!;
  return eq(billingInvoices.status, status);
}

/** `INV-000042`, `inv42` or `42` finds invoice 42 exactly; other words search the invoice's text. */
function invoiceSearch(search: string | undefined) {
  const n = search?.trim().match(/^(?:inv-?)?#?0*(\d{1,9})$/i);
  if (n) return eq(billingInvoices.number, Number(n[1]));
  return searchCondition(billingInvoices.search, search);
}

export interface InvoiceFilters {
  search?: string | undefined;
  summary?: string | undefined;
  status?: InvoiceStatus | undefined;
  type?: string | undefined;
  charge?: string | undefined;
  sourceReference?: string | undefined;
}

export async function pageInvoices(db: Tx, projectId: string, f: InvoiceFilters & PageRequest, now = new Date()) {
  let summaryCond: SQL | undefined;
  if (f.summary) {
    const [s] = await db
      .select()
      .from(billingSummaries)
      .where(and(eq(billingSummaries.projectId, projectId), eq(billingSummaries.id, f.summary)));
    summaryCond = s
      ? and(
          eq(billingInvoices.currency, s.currency),
          sql`${billingInvoices.periodStart} >= ${s.periodStart} AND ${billingInvoices.periodEnd} <= ${s.periodEnd}`,
        )
      : sql`false`;
  }
  const byTransaction = (cond: SQL) =>
    sql`billing_invoices.id IN (SELECT t.invoice_id FROM billing_transactions t WHERE t.project_id = ${projectId} AND t.invoice_id IS NOT NULL AND ${cond})`;
  return invoices(db, projectId).page({
    where: and(
      summaryCond,
      f.status ? statusCondition(f.status, now.toISOString()) : undefined,
      f.type ? eq(billingInvoices.type, f.type) : undefined,
      f.charge ? byTransaction(sql`t.id = ${f.charge}`) : undefined,
      f.sourceReference ? byTransaction(sql`t.source_reference = ${f.sourceReference}`) : undefined,
      invoiceSearch(f.search),
    ),
    // Newest first by number: numbers follow the order invoices were issued in (the counter lock serialises them).
    orderBy: [billingInvoices.number],
    direction: 'desc',
    cursor: (r) => [r.number],
    pageSize: f.pageSize,
    pageToken: f.pageToken,
  });
}

export function toInvoiceDto(r: InvoiceRow, now = new Date()) {
  return {
    id: r.id,
    project: r.projectId,
    number: invoiceNumber(r.number),
    sequence: r.number,
    type: r.type,
    status: effectiveStatus(r, now),
    currency: r.currency,
    periodStart: r.periodStart,
    periodEnd: r.periodEnd,
    subtotal: r.subtotal,
    tax: r.tax,
    credits: r.credits,
    total: r.total,
    amountDue: r.amountDue,
    amountPaid: r.amountPaid,
    billedTo: r.billedTo,
    issuedAt: r.issuedAt,
    dueAt: r.dueAt,
    paidAt: r.paidAt,
  };
}
