/**
 * Billing under /v1/billing: contracts in billing.routes.ts, handlers in handlers/. Fixed paths
 * (`/transactions/export`, `/payment-methods/{vendor}/secret`) are distinct from the `{id}` routes by method or suffix.
 */
import { createRouter } from '../../lib/openapi.ts';
import * as r from './billing.routes.ts';
import { getBillingProject, getOverview, listPlans, updateAdminBillingProject, updateBillingProject } from './handlers/account.ts';
import {
  downloadInvoice,
  exportInvoiceTransactions,
  getInvoice,
  listInvoiceAttempts,
  listInvoices,
  payInvoiceHandler,
} from './handlers/invoices.ts';
import {
  createPaymentMethod,
  deletePaymentMethod,
  getPaymentMethod,
  getPaymentMethodVendorSecret,
  listPaymentMethodAttempts,
  listPaymentMethods,
  testCardConfirm,
  updatePaymentMethod,
} from './handlers/payment-methods.ts';
import {
  createSummaryHandler,
  deleteSummaryHandler,
  downloadSummary,
  exportSummaryTransactions,
  getSummary,
  listSummaries,
} from './handlers/summaries.ts';
import {
  confirmTransactionHandler,
  createTransactionHandler,
  exportAdminTransactions,
  exportTransactions,
  getTransaction,
  listTransactions,
} from './handlers/transactions.ts';
import { getWallet, listWallets, updateWalletHandler } from './handlers/wallets.ts';

export const billingRouter = createRouter();

billingRouter.openapi(r.getBillingProjectRoute, getBillingProject);
billingRouter.openapi(r.updateBillingProjectRoute, updateBillingProject);
billingRouter.openapi(r.updateAdminBillingProjectRoute, updateAdminBillingProject);
billingRouter.openapi(r.getOverviewRoute, getOverview);
billingRouter.openapi(r.listPlansRoute, listPlans);

billingRouter.openapi(r.listPaymentMethodsRoute, listPaymentMethods);
billingRouter.openapi(r.createPaymentMethodRoute, createPaymentMethod);
billingRouter.openapi(r.getPaymentMethodVendorSecretRoute, getPaymentMethodVendorSecret);
billingRouter.openapi(r.getPaymentMethodRoute, getPaymentMethod);
billingRouter.openapi(r.updatePaymentMethodRoute, updatePaymentMethod);
billingRouter.openapi(r.deletePaymentMethodRoute, deletePaymentMethod);
billingRouter.openapi(r.listPaymentMethodAttemptsRoute, listPaymentMethodAttempts);

billingRouter.openapi(r.listWalletsRoute, listWallets);
billingRouter.openapi(r.getWalletRoute, getWallet);
billingRouter.openapi(r.updateWalletRoute, updateWalletHandler);

billingRouter.openapi(r.listInvoicesRoute, listInvoices);
billingRouter.openapi(r.getInvoiceRoute, getInvoice);
billingRouter.openapi(r.downloadInvoiceRoute, downloadInvoice);
billingRouter.openapi(r.listInvoiceAttemptsRoute, listInvoiceAttempts);
billingRouter.openapi(r.exportInvoiceTransactionsRoute, exportInvoiceTransactions);
billingRouter.openapi(r.payInvoiceRoute, payInvoiceHandler);

billingRouter.openapi(r.listSummariesRoute, listSummaries);
billingRouter.openapi(r.createSummaryRoute, createSummaryHandler);
billingRouter.openapi(r.getSummaryRoute, getSummary);
billingRouter.openapi(r.deleteSummaryRoute, deleteSummaryHandler);
billingRouter.openapi(r.downloadSummaryRoute, downloadSummary);
billingRouter.openapi(r.exportSummaryTransactionsRoute, exportSummaryTransactions);

billingRouter.openapi(r.listTransactionsRoute, listTransactions);
billingRouter.openapi(r.createTransactionRoute, createTransactionHandler);
billingRouter.openapi(r.exportTransactionsRoute, exportTransactions);
billingRouter.openapi(r.getTransactionRoute, getTransaction);
billingRouter.openapi(r.confirmTransactionRoute, confirmTransactionHandler);
billingRouter.openapi(r.exportAdminTransactionsRoute, exportAdminTransactions);

billingRouter.openapi(r.testCardConfirmRoute, testCardConfirm);
