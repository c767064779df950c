/** Statements, their fulfilments and transactions, and the CSV export. */
import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { csvHeaders, exportFilename } from '../../../lib/csv.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { notFound } from '../../../lib/errors.ts';
import type {
  exportTransactionsRoute,
  getStatementRoute,
  listFulfillmentsRoute,
  listStatementsRoute,
  listTransactionsRoute,
} from '../catalogue.routes.ts';
import { findStatement, pageFulfillments, pageStatements, pageTransactions, type TransactionRow } from '../statements.repo.ts';
import { transactionsCsvStream } from '../transactions.export.ts';

type StatementRow = NonNullable<Awaited<ReturnType<typeof findStatement>>>;
const statementDto = (s: StatementRow) => {
  const { projectId: _p, ...rest } = s;
  return rest;
};
const transactionDto = (t: TransactionRow & { rank?: number }) => ({
  id: t.id,
  statementId: t.statementId,
  fulfillmentId: t.fulfillmentId,
  type: t.type,
  description: t.description,
  sku: t.sku,
  quantity: t.quantity,
  amount: t.amount,
  currency: t.currency,
  createdAt: t.createdAt,
});

export const listStatements: RouteHandler<typeof listStatementsRoute, AppEnv> = async (c) => {
  const page = await pageStatements(c.get('deps').database.db, c.get('access').projectId, c.req.valid('query'));
  return c.json({ statements: page.items.map(statementDto), nextPageToken: page.nextPageToken }, 200);
};

export const getStatement: RouteHandler<typeof getStatementRoute, AppEnv> = async (c) => {
  const row = await findStatement(c.get('deps').database.db, c.get('access').projectId, c.req.valid('param').statementId);
  if (!row) throw notFound('Statement', CODES.GFN_STATEMENT_NOT_FOUND);
  return c.json(statementDto(row), 200);
};

export const listTransactions: RouteHandler<typeof listTransactionsRoute, AppEnv> = async (c) => {
  const page = await pageTransactions(c.get('deps').database.db, c.get('access').projectId, c.req.valid('query'));
  return c.json({ transactions: page.items.map(transactionDto), nextPageToken: page.nextPageToken }, 200);
};

export const listFulfillments: RouteHandler<typeof listFulfillmentsRoute, AppEnv> = async (c) => {
  const page = await pageFulfillments(c.get('deps').database.db, c.get('access').projectId, c.req.valid('query'));
  return c.json(
    {
      fulfillments: page.items.map(({ projectId: _p, ...f }) => f),
      nextPageToken: page.nextPageToken,
    },
    200,
  );
};

export const exportTransactions: RouteHandler<typeof exportTransactionsRoute, AppEnv> = async (c) => {
  const body = await transactionsCsvStream(c.get('deps').database, c.get('access').projectId, c.req.valid('json'));
  return c.body(body, 200, csvHeaders(exportFilename('transactions'))) as never;
};
