/** Transactions: list, create (optionally confirmed at once), get, confirm, CSV export (project and admin). */
import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { csvHeaders, exportFilename } from '../../../lib/csv.ts';
import { notFound } from '../../../lib/errors.ts';
import { projectBasics } from '../account.repo.ts';
import { refreshAlerts } from '../alerts.repo.ts';
import type {
  confirmTransactionRoute,
  createTransactionRoute,
  exportAdminTransactionsRoute,
  exportTransactionsRoute,
  getTransactionRoute,
  listTransactionsRoute,
} from '../billing.routes.ts';
import { exportConditions, transactionsCsv } from '../export.repo.ts';
import { monthOf, scheduleInvoice } from '../invoices.repo.ts';
import { maybeTopUp } from '../top-up.repo.ts';
import { confirmTransaction, createTransaction, findTransaction, pageTransactions, toTransactionDto } from '../transactions.repo.ts';
import type { Tx } from '../../../db/client.ts';
import { dbOf } from './account.ts';

export const listTransactions: RouteHandler<typeof listTransactionsRoute, AppEnv> = async (c) => {
  const { project: _p, ...f } = c.req.valid('query');
  const page = await pageTransactions(dbOf(c), c.get('access').projectId, f);
  return c.json({ transactions: page.items.map(toTransactionDto), nextPageToken: page.nextPageToken }, 200);
};

/** Confirm, schedule the period's invoice, top the wallet up if it asks for it, refresh alerts: one transaction. */
async function confirmAndFollowUp(tx: Tx, projectId: string, id: string) {
  const row = await confirmTransaction(tx, projectId, id);
  const { periodStart, periodEnd } = monthOf(new Date(row.confirmedAt!));
  await scheduleInvoice(tx, { projectId, currency: row.currency, periodStart, periodEnd });
  await maybeTopUp(tx, projectId, row.currency);
  await refreshAlerts(tx, projectId);
  return row;
}

export const createTransactionHandler: RouteHandler<typeof createTransactionRoute, AppEnv> = async (c) => {
  const { projectId } = c.get('access');
  const { confirm, ...input } = c.req.valid('json');
  const row = await dbOf(c).transaction(async (tx) => {
    const created = await createTransaction(tx, projectId, input);
    return confirm ? confirmAndFollowUp(tx, projectId, created.id) : created;
  });
  return c.json(toTransactionDto(row), 201);
};

export const getTransaction: RouteHandler<typeof getTransactionRoute, AppEnv> = async (c) => {
  return c.json(toTransactionDto(await findTransaction(dbOf(c), c.get('access').projectId, c.req.valid('param').id)), 200);
};

export const confirmTransactionHandler: RouteHandler<typeof confirmTransactionRoute, AppEnv> = async (c) => {
  const { projectId } = c.get('access');
  const row = await dbOf(c).transaction((tx) => confirmAndFollowUp(tx, projectId, c.req.valid('param').id));
  return c.json(toTransactionDto(row), 200);
};

export const exportTransactions: RouteHandler<typeof exportTransactionsRoute, AppEnv> = async (c) => {
  const { projectId } = c.get('access');
  const body = await transactionsCsv(c.get('deps').database, projectId, exportConditions(c.req.valid('json')));
  return c.body(body, 200, csvHeaders(exportFilename('transactions'))) as never;
};

export const exportAdminTransactions: RouteHandler<typeof exportAdminTransactionsRoute, AppEnv> = async (c) => {
  const { project: projectId } = c.req.valid('query');
  if (!(await projectBasics(dbOf(c), projectId))) throw notFound('Project', CODES.PROJECT_NOT_FOUND);
  const body = await transactionsCsv(c.get('deps').database, projectId, exportConditions(c.req.valid('json')));
  return c.body(body, 200, csvHeaders(exportFilename(`transactions-${projectId}`))) as never;
};
