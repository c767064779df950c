/**
 * The catalogue area under /v1/gfn (spec 001 §7; docs/decisions/catalogue.md): products, variants, stock,
 * statements, transactions and their export. Fixed paths come before `{id}` paths.
 */
import { createRouter } from '../../lib/openapi.ts';
import {
  exportTransactionsRoute,
  getProductRoute,
  getStatementRoute,
  getStockRoute,
  getVariantRoute,
  listFulfillmentsRoute,
  listProductsRoute,
  listStatementsRoute,
  listStockRoute,
  listTransactionsRoute,
  listVariantsRoute,
} from './catalogue.routes.ts';
import { getProduct, getVariant, listProducts, listVariants } from './handlers/products.ts';
import { exportTransactions, getStatement, listFulfillments, listStatements, listTransactions } from './handlers/statements.ts';
import { getStock, listStock } from './handlers/stock.ts';

export const gfnRouter = createRouter();
gfnRouter.openapi(listProductsRoute, listProducts);
gfnRouter.openapi(getProductRoute, getProduct);
gfnRouter.openapi(listVariantsRoute, listVariants);
gfnRouter.openapi(getVariantRoute, getVariant);
gfnRouter.openapi(listStockRoute, listStock);
gfnRouter.openapi(getStockRoute, getStock);
gfnRouter.openapi(listStatementsRoute, listStatements);
gfnRouter.openapi(getStatementRoute, getStatement);
gfnRouter.openapi(listFulfillmentsRoute, listFulfillments);
gfnRouter.openapi(exportTransactionsRoute, exportTransactions);
gfnRouter.openapi(listTransactionsRoute, listTransactions);
