/** The catalogue and inserts calls (generated from the server's contracts), shaped for the screens. */
import { createInsert } from '../../../lib/api/generated/ops/createInsert.ts';
import { createPlatformOrder } from '../../../lib/api/generated/ops/createPlatformOrder.ts';
import { exportGfnTransactions } from '../../../lib/api/generated/ops/exportGfnTransactions.ts';
import { getGfnProduct } from '../../../lib/api/generated/ops/getGfnProduct.ts';
import { getGfnStatement } from '../../../lib/api/generated/ops/getGfnStatement.ts';
import { listGfnProducts } from '../../../lib/api/generated/ops/listGfnProducts.ts';
import { listGfnStatements } from '../../../lib/api/generated/ops/listGfnStatements.ts';
import { listGfnStock } from '../../../lib/api/generated/ops/listGfnStock.ts';
import { listGfnTransactionFulfillments } from '../../../lib/api/generated/ops/listGfnTransactionFulfillments.ts';
import { listGfnTransactions } from '../../../lib/api/generated/ops/listGfnTransactions.ts';
import { listInserts } from '../../../lib/api/generated/ops/listInserts.ts';
import { listInsertTypes } from '../../../lib/api/generated/ops/listInsertTypes.ts';
import { updateInsert } from '../../../lib/api/generated/ops/updateInsert.ts';
import type { QueryOf } from '../../../lib/api/call.ts';
import type { Schema } from '../../../lib/api/schemas.ts';

export type Product = Schema<'GfnProduct'>;
export type Variant = Schema<'GfnVariant'>;
export type StockLevel = Schema<'GfnStockLevel'>;
export type Statement = Schema<'GfnStatement'>;
export type Transaction = Schema<'GfnTransaction'>;
export type Fulfillment = Schema<'GfnFulfillment'>;
export type Insert = Schema<'Insert'>;
export type InsertType = Schema<'InsertType'>;
export type ProductsQuery = Omit<QueryOf<'/v1/gfn/catalog/products', 'get'>, 'project'>;
export type TransactionsQuery = Omit<QueryOf<'/v1/gfn/transactions', 'get'>, 'project'>;

export const listProducts = (project: string, query: ProductsQuery) => listGfnProducts({ query: { project, ...query } });
export const getProduct = (project: string, productId: string) => getGfnProduct({ path: { productId }, query: { project } });
export const listStock = (project: string, query: Omit<QueryOf<'/v1/gfn/catalog/stock', 'get'>, 'project'>) =>
  listGfnStock({ query: { project, ...query } });
export const listStatements = (project: string, query: Omit<QueryOf<'/v1/gfn/statements', 'get'>, 'project'>) =>
  listGfnStatements({ query: { project, ...query } });
export const getStatement = (project: string, statementId: string) => getGfnStatement({ path: { statementId }, query: { project } });
export const listTransactions = (project: string, query: TransactionsQuery) => listGfnTransactions({ query: { project, ...query } });
export const listFulfillments = (project: string, query: Omit<QueryOf<'/v1/gfn/transactions/fulfillments', 'get'>, 'project'>) =>
  listGfnTransactionFulfillments({ query: { project, ...query } });
/** `text/csv`: the client hands back the text. */
export const exportTransactions = (project: string, body: Schema<'exportTransactionsRequest'>) =>
  exportGfnTransactions({ query: { project }, body }) as unknown as Promise<string>;
export const listProjectInserts = (project: string, query: Omit<QueryOf<'/v1/inserts', 'get'>, 'project'>) =>
  listInserts({ query: { project, ...query } });
export const listTypes = (project: string, pageToken?: string) => listInsertTypes({ query: { project, pageSize: 100, pageToken } });
export const postInsert = (project: string, body: Schema<'CreateInsertRequest'>) => createInsert({ query: { project }, body });
export const patchInsert = (project: string, insertId: string, body: Schema<'UpdateInsertRequest'>) =>
  updateInsert({ path: { insertId }, query: { project }, body });
export const postOrder = (project: string, platformId: string, body: Schema<'CreateOrderRequest'>, idempotencyKey: string) =>
  createPlatformOrder({ path: { platformId }, query: { project }, body }, { headers: { 'Idempotency-Key': idempotencyKey } });
