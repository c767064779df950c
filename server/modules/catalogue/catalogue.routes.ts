/**
 * The catalogue contracts under /v1/gfn (spec 001 §7): products (fields, search), variants, stock
 * (fulfillmentProjects), statements, transactions (statementId, fulfillmentId, search), a statement's fulfilments
 * and the transactions export. Every call takes `project`. Fixed paths are registered before `{id}` paths.
 */
import { z } from '@hono/zod-openapi';
import { PERMISSIONS } from '../../../common/permissions.ts';
import { access } from '../../lib/access.ts';
import { defineRoute, jsonBody, jsonResponse, pageQuery } from '../../lib/openapi.ts';
import {
  ExportTransactionsBody,
  FulfillmentSchema,
  fieldsQuery,
  fulfillmentProjectsQuery,
  idParam,
  ProductSchema,
  project,
  StatementSchema,
  StockLevelSchema,
  searchField,
  TransactionSchema,
  transactionFilters,
  VariantSchema,
  VariantStockSchema,
} from './catalogue.schemas.ts';

const tags = ['Catalogue'];
const readCatalog = access.project(PERMISSIONS.gfnCatalogList);
const readStatements = access.project(PERMISSIONS.gfnStatementsList);
const list = <T extends z.ZodType>(name: string, item: T, ref: string) =>
  z.object({ [name]: z.array(item), nextPageToken: z.string().nullable() }).openapi(ref);

export const listProductsRoute = defineRoute({
  method: 'get',
  operationId: 'listGfnProducts',
  path: '/catalog/products',
  access: readCatalog,
  tags,
  summary: 'Catalogue products: by title, by category, or ranked by a full-text search',
  request: {
    query: z.object({
      project,
      ...pageQuery,
      fields: fieldsQuery,
      search: searchField.openapi({ description: 'Words in the title, category or description (full-text, prefix, ranked)' }),
      category: z.string().trim().min(1).max(60).optional(),
    }),
  },
  responses: { 200: jsonResponse(list('products', ProductSchema, 'GfnProductList'), 'Products') },
});

export const getProductRoute = defineRoute({
  method: 'get',
  operationId: 'getGfnProduct',
  path: '/catalog/products/{productId}',
  access: readCatalog,
  tags,
  summary: 'One product with its variants (or the `fields` asked for)',
  request: { params: z.object({ productId: idParam('productId') }), query: z.object({ project, fields: fieldsQuery }) },
  responses: { 200: jsonResponse(ProductSchema, 'The product') },
});

export const listVariantsRoute = defineRoute({
  method: 'get',
  operationId: 'listGfnVariants',
  path: '/catalog/variants',
  access: readCatalog,
  tags,
  summary: 'Variants, by SKU; of one product with `productId`',
  request: {
    query: z.object({
      project,
      ...pageQuery,
      productId: z.string().min(1).max(64).optional(),
      search: searchField.openapi({ description: 'SKU or GTIN prefix' }),
    }),
  },
  responses: { 200: jsonResponse(list('variants', VariantSchema, 'GfnVariantList'), 'Variants') },
});

export const getVariantRoute = defineRoute({
  method: 'get',
  operationId: 'getGfnVariant',
  path: '/catalog/variants/{variantId}',
  access: readCatalog,
  tags,
  summary: 'One variant',
  request: { params: z.object({ variantId: idParam('variantId') }), query: z.object({ project }) },
  responses: { 200: jsonResponse(VariantSchema, 'The variant') },
});

export const listStockRoute = defineRoute({
  method: 'get',
  operationId: 'listGfnStock',
  path: '/catalog/stock',
  access: readCatalog,
  tags,
  summary: 'Stock per variant per fulfilment project: on hand, reserved, available (sums of the movement ledger)',
  request: {
    query: z.object({
      project,
      ...pageQuery,
      fulfillmentProjects: fulfillmentProjectsQuery,
      productId: z.string().min(1).max(64).optional(),
    }),
  },
  responses: { 200: jsonResponse(list('stock', StockLevelSchema, 'GfnStockList'), 'Stock levels') },
});

export const getStockRoute = defineRoute({
  method: 'get',
  operationId: 'getGfnVariantStock',
  path: '/catalog/stock/{variantId}',
  access: readCatalog,
  tags,
  summary: "One variant's stock: totals, per fulfilment project, and the latest movements",
  request: {
    params: z.object({ variantId: idParam('variantId') }),
    query: z.object({ project, fulfillmentProjects: fulfillmentProjectsQuery }),
  },
  responses: { 200: jsonResponse(VariantStockSchema, 'The stock') },
});

export const listStatementsRoute = defineRoute({
  method: 'get',
  operationId: 'listGfnStatements',
  path: '/statements',
  access: readStatements,
  tags,
  summary: "Factory statements, newest period first: each factory's fulfilments of a month and what they cost",
  request: {
    query: z.object({
      project,
      ...pageQuery,
      search: searchField.openapi({ description: 'Statement number or factory name (prefix)' }),
      fulfillmentProjectId: z.string().min(1).max(64).optional(),
    }),
  },
  responses: { 200: jsonResponse(list('statements', StatementSchema, 'GfnStatementList'), 'Statements') },
});

export const getStatementRoute = defineRoute({
  method: 'get',
  operationId: 'getGfnStatement',
  path: '/statements/{statementId}',
  access: readStatements,
  tags,
  summary: 'One statement',
  request: { params: z.object({ statementId: idParam('statementId') }), query: z.object({ project }) },
  responses: { 200: jsonResponse(StatementSchema, 'The statement') },
});

export const listTransactionsRoute = defineRoute({
  method: 'get',
  operationId: 'listGfnTransactions',
  path: '/transactions',
  access: readStatements,
  tags,
  summary: 'Transactions (charges), newest first; ranked by relevance when searching',
  request: { query: z.object({ project, ...pageQuery, ...transactionFilters }) },
  responses: { 200: jsonResponse(list('transactions', TransactionSchema, 'GfnTransactionList'), 'Transactions') },
});

export const listFulfillmentsRoute = defineRoute({
  method: 'get',
  operationId: 'listGfnTransactionFulfillments',
  path: '/transactions/fulfillments',
  access: readStatements,
  tags,
  summary: 'The fulfilments behind the transactions (of one statement with `statementId`), newest first',
  request: { query: z.object({ project, ...pageQuery, statementId: z.string().min(1).max(64).optional() }) },
  responses: { 200: jsonResponse(list('fulfillments', FulfillmentSchema, 'GfnFulfillmentList'), 'Fulfilments') },
});

export const exportTransactionsRoute = defineRoute({
  method: 'post',
  operationId: 'exportGfnTransactions',
  path: '/transactions/export',
  access: access.project(PERMISSIONS.gfnTransactionsExport),
  tags,
  summary: 'The filtered transactions as CSV, streamed (formula cells neutralised)',
  request: { query: z.object({ project }), body: jsonBody(ExportTransactionsBody) },
  responses: { 200: { description: 'CSV, one row per transaction', content: { 'text/csv': { schema: z.string() } } } },
});
