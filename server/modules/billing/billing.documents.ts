/** The invoice and summary PDFs: what goes on them (billing.pdf.ts draws them). */
import type { Tx } from '../../db/client.ts';
import { findAccount, projectBasics } from './account.repo.ts';
import { billingPdf, pdfDate } from './billing.pdf.ts';
import { type InvoiceRow, invoiceLines, invoiceNumber, effectiveStatus } from './invoices.repo.ts';
import { type SummaryRow, summaryLines } from './summaries.repo.ts';

export const ISSUER = { name: 'Shopfloor', lines: ['Billing', 'billing@shopfloor.local'] };
const lastDay = (end: string) => pdfDate(new Date(new Date(end).getTime() - 1).toISOString());

export async function invoicePdf(db: Tx, invoice: InvoiceRow, opts: { compress?: boolean } = {}) {
  const lines = await invoiceLines(db, invoice.projectId, invoice.id);
  const status = effectiveStatus(invoice);
  return billingPdf(
    {
      title: 'Invoice',
      reference: invoiceNumber(invoice.number),
      issuer: ISSUER,
      billedTo: invoice.billedTo,
      meta: [
        ['Issued', pdfDate(invoice.issuedAt)],
        ['Due', pdfDate(invoice.dueAt)],
        ['Period', `${pdfDate(invoice.periodStart)} - ${lastDay(invoice.periodEnd)}`],
        ['Status', status],
        ['Currency', invoice.currency],
      ],
      currency: invoice.currency,
      lines: lines.map((l) => ({
        date: l.confirmedAt ?? l.createdAt,
        description: `${l.description}${l.sourceReference ? ` (${l.sourceReference})` : ''}`,
        amount: l.amount,
        tax: l.taxAmount,
        sign: l.type === 'charge' ? 1 : -1,
      })),
      totals: [
        ['Subtotal', invoice.subtotal],
        ['Tax', invoice.tax],
        ...(invoice.credits ? ([['Credits', -invoice.credits]] as [string, number][]) : []),
        ['Total', invoice.total, true],
        ['Paid from balance', invoice.total - invoice.amountDue],
        ['Amount due', status === 'paid' ? 0 : invoice.amountDue, true],
      ],
      footer: `Payment terms: due ${pdfDate(invoice.dueAt)}. Amounts in ${invoice.currency}. Questions: billing@shopfloor.local`,
    },
    opts,
  );
}

export async function summaryPdf(db: Tx, summary: SummaryRow, opts: { compress?: boolean } = {}) {
  const lines = await summaryLines(db, summary);
  const account = await findAccount(db, summary.projectId);
  const project = await projectBasics(db, summary.projectId);
  return billingPdf(
    {
      title: 'Statement',
      reference: summary.name,
      issuer: ISSUER,
      billedTo: {
        companyName: account?.companyName ?? project?.name ?? '',
        addressLine1: account?.addressLine1 ?? null,
        addressLine2: account?.addressLine2 ?? null,
        city: account?.city ?? null,
        postalCode: account?.postalCode ?? null,
        country: account?.country ?? '',
        taxId: account?.taxId ?? null,
        email: account?.email ?? '',
        projectName: project?.name ?? '',
      },
      meta: [
        ['From', pdfDate(summary.periodStart)],
        ['To', lastDay(summary.periodEnd)],
        ['Currency', summary.currency],
        ['Transactions', String(summary.transactionCount)],
      ],
      currency: summary.currency,
      lines: lines.map((l) => ({
        date: l.confirmedAt ?? l.createdAt,
        description: l.description,
        amount: l.amount,
        tax: l.taxAmount,
        sign: l.type === 'charge' ? 1 : -1,
      })),
      totals: [
        ['Opening balance', summary.openingBalance],
        ['Charges', -summary.charges],
        ['Tax', -summary.tax],
        ['Credits', summary.credits],
        ['Payments', summary.payments],
        ['Closing balance', summary.closingBalance, true],
      ],
      footer: 'A negative balance is owed. Balances are the sum of the wallet ledger.',
    },
    opts,
  );
}
