/** The catalogue area's reads (one `queryOptions` per GET, a `ListSource` per list) and writes. */
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { ListParams, ListSource } from '../../../components/data/types.ts';
import { allPages } from '../../../lib/api/all-pages.ts';
import * as calls from './calls.ts';
import { catalogueKeys } from './keys.ts';

const page = (p: ListParams) => ({ pageSize: p.pageSize, ...(p.pageToken ? { pageToken: p.pageToken } : {}) });
const text = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);

export const productsList = (project: string): ListSource<calls.Product> => ({
  queryKey: catalogueKeys.products(project),
  queryFn: (p) =>
    calls
      .listProducts(project, { ...page(p), search: text(p.search), category: text(p.filters.category) })
      .then((r) => ({ items: r.products, nextPageToken: r.nextPageToken })),
});

export const productQuery = (project: string, productId: string) =>
  queryOptions({ queryKey: catalogueKeys.product(project, productId), queryFn: () => calls.getProduct(project, productId) });

/** Every stock level of a product's variants (one row per variant per factory). */
export const productStockQuery = (project: string, productId: string) =>
  queryOptions({
    queryKey: catalogueKeys.productStock(project, productId),
    queryFn: () =>
      allPages((q) => calls.listStock(project, { ...q, productId }).then((r) => ({ items: r.stock, nextPageToken: r.nextPageToken })), 20),
  });

/** The resupply shop's product search: the first 24 matches with their variants. */
export const shopQuery = (project: string, search: string) =>
  queryOptions({
    queryKey: catalogueKeys.shop(project, search),
    queryFn: () =>
      calls
        .listProducts(project, {
          pageSize: 24,
          search: text(search),
          fields: 'title,category,baseCost,currency,quantityStep,variantCount,variants',
        })
        .then((r) => r.products),
  });

export const statementsList = (project: string): ListSource<calls.Statement> => ({
  queryKey: catalogueKeys.statements(project),
  queryFn: (p) =>
    calls
      .listStatements(project, { ...page(p), search: text(p.search) })
      .then((r) => ({ items: r.statements, nextPageToken: r.nextPageToken })),
});

export const statementQuery = (project: string, statementId: string) =>
  queryOptions({ queryKey: catalogueKeys.statement(project, statementId), queryFn: () => calls.getStatement(project, statementId) });

export const TRANSACTION_TYPES = ['production', 'shipping', 'insert', 'packaging', 'adjustment'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const transactionFilters = (p: { search?: string; filters: Record<string, string> }) => ({
  search: text(p.search),
  statementId: text(p.filters.statementId),
  fulfillmentId: text(p.filters.fulfillmentId),
  type: (TRANSACTION_TYPES as readonly string[]).includes(p.filters.type ?? '') ? (p.filters.type as TransactionType) : undefined,
});

export const transactionsList = (project: string): ListSource<calls.Transaction> => ({
  queryKey: catalogueKeys.transactions(project),
  queryFn: (p) =>
    calls
      .listTransactions(project, { ...page(p), ...transactionFilters(p) })
      .then((r) => ({ items: r.transactions, nextPageToken: r.nextPageToken })),
});

/** A statement's fulfilments (what the factory packed and shipped), newest first. */
export const fulfillmentsList = (project: string, statementId: string): ListSource<calls.Fulfillment> => ({
  queryKey: catalogueKeys.fulfillments(project, statementId),
  queryFn: (p) =>
    calls.listFulfillments(project, { ...page(p), statementId }).then((r) => ({ items: r.fulfillments, nextPageToken: r.nextPageToken })),
});

export const insertsList = (project: string): ListSource<calls.Insert> => ({
  queryKey: catalogueKeys.insertList(project),
  queryFn: (p) =>
    calls
      .listProjectInserts(project, {
        ...page(p),
        search: text(p.search),
        active: p.filters.active === 'true' || p.filters.active === 'false' ? p.filters.active : undefined,
      })
      .then((r) => ({ items: r.inserts, nextPageToken: r.nextPageToken })),
});

/** The project's active inserts, for the shop (printed in runs). */
export const shopInsertsQuery = (project: string) =>
  queryOptions({
    queryKey: catalogueKeys.shopInserts(project),
    queryFn: () =>
      allPages(
        (q) =>
          calls.listProjectInserts(project, { ...q, active: 'true' }).then((r) => ({ items: r.inserts, nextPageToken: r.nextPageToken })),
        5,
      ),
  });

export const insertTypesQuery = (project: string) =>
  queryOptions({
    queryKey: catalogueKeys.insertTypes(project),
    queryFn: () =>
      allPages((q) => calls.listTypes(project, q.pageToken).then((r) => ({ items: r.insertTypes, nextPageToken: r.nextPageToken }))),
    staleTime: 60 * 60_000,
  });

export const refreshInserts = (qc: QueryClient, project: string) => qc.invalidateQueries({ queryKey: catalogueKeys.inserts(project) });

export const createInsert = calls.postInsert;
export const updateInsert = calls.patchInsert;
export const exportTransactionsCsv = calls.exportTransactions;
export const placeResupplyOrder = calls.postOrder;
