/** Invoices: list, get (with lines), PDF download, payment attempts, transactions export, pay now. */
import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { csvHeaders } from '../../../lib/csv.ts';
import type {
  downloadInvoiceRoute,
  exportInvoiceTransactionsRoute,
  getInvoiceRoute,
  listInvoiceAttemptsRoute,
  listInvoicesRoute,
  payInvoiceRoute,
} from '../billing.routes.ts';
import { invoicePdf } from '../billing.documents.ts';
import { transactionsCsv, exportConditions } from '../export.repo.ts';
import { findInvoice, invoiceLines, invoiceNumber, pageInvoices, payInvoice, toInvoiceDto } from '../invoices.repo.ts';
import { pageAttempts, toAttemptDto } from '../payment-methods.repo.ts';
import { toTransactionDto } from '../transactions.repo.ts';
import { dbOf } from './account.ts';

export const listInvoices: RouteHandler<typeof listInvoicesRoute, AppEnv> = async (c) => {
  const { project: _p, ...f } = c.req.valid('query');
  const now = new Date();
  const page = await pageInvoices(dbOf(c), c.get('access').projectId, f, now);
  return c.json({ invoices: page.items.map((r) => toInvoiceDto(r, now)), nextPageToken: page.nextPageToken }, 200);
};

export const getInvoice: RouteHandler<typeof getInvoiceRoute, AppEnv> = async (c) => {
  const { projectId } = c.get('access');
  const row = await findInvoice(dbOf(c), projectId, c.req.valid('param').id);
  const lines = await invoiceLines(dbOf(c), projectId, row.id);
  return c.json({ ...toInvoiceDto(row), lines: lines.map(toTransactionDto) }, 200);
};

export const downloadInvoice: RouteHandler<typeof downloadInvoiceRoute, AppEnv> = async (c) => {
  const row = await findInvoice(dbOf(c), c.get('access').projectId, c.req.valid('param').id);
  const pdf = await invoicePdf(dbOf(c), row);
  return c.body(new Uint8Array(pdf), 200, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${invoiceNumber(row.number)}.pdf"`,
    'cache-control': 'no-store',
  }) as never;
};

export const listInvoiceAttempts: RouteHandler<typeof listInvoiceAttemptsRoute, AppEnv> = async (c) => {
  const { projectId } = c.get('access');
  const { id } = c.req.valid('param');
  const { pageSize, pageToken } = c.req.valid('query');
  await findInvoice(dbOf(c), projectId, id);
  const page = await pageAttempts(dbOf(c), projectId, { invoiceId: id }, { pageSize, pageToken });
  return c.json({ paymentAttempts: page.items.map(toAttemptDto), nextPageToken: page.nextPageToken }, 200);
};

export const exportInvoiceTransactions: RouteHandler<typeof exportInvoiceTransactionsRoute, AppEnv> = async (c) => {
  const { projectId } = c.get('access');
  const row = await findInvoice(dbOf(c), projectId, c.req.valid('param').id);
  const body = await transactionsCsv(c.get('deps').database, projectId, exportConditions({ invoice: row.id }), 'asc');
  return c.body(body, 200, csvHeaders(`${invoiceNumber(row.number)}-transactions.csv`)) as never;
};

export const payInvoiceHandler: RouteHandler<typeof payInvoiceRoute, AppEnv> = async (c) => {
  const { projectId } = c.get('access');
  const { invoice, attempt } = await dbOf(c).transaction((tx) => payInvoice(tx, projectId, c.req.valid('param').id));
  return c.json({ invoice: toInvoiceDto(invoice), paymentAttempt: toAttemptDto(attempt) }, 200);
};
