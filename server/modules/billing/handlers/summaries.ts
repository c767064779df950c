/** Summaries (period statements): list, create, get, delete, PDF download, transactions export. */
import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { csvHeaders } from '../../../lib/csv.ts';
import type {
  createSummaryRoute,
  deleteSummaryRoute,
  downloadSummaryRoute,
  exportSummaryTransactionsRoute,
  getSummaryRoute,
  listSummariesRoute,
} from '../billing.routes.ts';
import { summaryPdf } from '../billing.documents.ts';
import { periodConditions, transactionsCsv } from '../export.repo.ts';
import { createSummary, deleteSummary, findSummary, pageSummaries, toSummaryDto } from '../summaries.repo.ts';
import { dbOf } from './account.ts';

const slug = (name: string) =>
  name
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'summary';

export const listSummaries: RouteHandler<typeof listSummariesRoute, AppEnv> = async (c) => {
  const { project: _p, ...f } = c.req.valid('query');
  const page = await pageSummaries(dbOf(c), c.get('access').projectId, f);
  return c.json({ summaries: page.items.map(toSummaryDto), nextPageToken: page.nextPageToken }, 200);
};

export const createSummaryHandler: RouteHandler<typeof createSummaryRoute, AppEnv> = async (c) => {
  const { projectId } = c.get('access');
  const row = await dbOf(c).transaction((tx) => createSummary(tx, projectId, c.req.valid('json')));
  return c.json(toSummaryDto(row), 201);
};

export const getSummary: RouteHandler<typeof getSummaryRoute, AppEnv> = async (c) => {
  return c.json(toSummaryDto(await findSummary(dbOf(c), c.get('access').projectId, c.req.valid('param').id)), 200);
};

export const deleteSummaryHandler: RouteHandler<typeof deleteSummaryRoute, AppEnv> = async (c) => {
  await deleteSummary(dbOf(c), c.get('access').projectId, c.req.valid('param').id);
  return c.json({ ok: true as const }, 200);
};

export const downloadSummary: RouteHandler<typeof downloadSummaryRoute, AppEnv> = async (c) => {
  const row = await findSummary(dbOf(c), c.get('access').projectId, c.req.valid('param').id);
  const pdf = await summaryPdf(dbOf(c), row);
  return c.body(new Uint8Array(pdf), 200, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${slug(row.name)}.pdf"`,
    'cache-control': 'no-store',
  }) as never;
};

export const exportSummaryTransactions: RouteHandler<typeof exportSummaryTransactionsRoute, AppEnv> = async (c) => {
  const { projectId } = c.get('access');
  const row = await findSummary(dbOf(c), projectId, c.req.valid('param').id);
  const where = periodConditions(row.currency, row.periodStart, row.periodEnd);
  const body = await transactionsCsv(c.get('deps').database, projectId, where, 'asc');
  return c.body(body, 200, csvHeaders(`${slug(row.name)}-transactions.csv`)) as never;
};
