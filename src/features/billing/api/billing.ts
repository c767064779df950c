/** Billing calls (all through the generated ops), their query options and list sources. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ListParams, ListSource } from '../../../components/data/types.ts';
import { allPages } from '../../../lib/api/all-pages.ts';
import { confirmBillingTransaction } from '../../../lib/api/generated/ops/confirmBillingTransaction.ts';
import { createBillingPaymentMethod } from '../../../lib/api/generated/ops/createBillingPaymentMethod.ts';
import { createBillingSummary } from '../../../lib/api/generated/ops/createBillingSummary.ts';
import { deleteBillingPaymentMethod } from '../../../lib/api/generated/ops/deleteBillingPaymentMethod.ts';
import { deleteBillingSummary } from '../../../lib/api/generated/ops/deleteBillingSummary.ts';
import { downloadBillingInvoice } from '../../../lib/api/generated/ops/downloadBillingInvoice.ts';
import { downloadBillingSummary } from '../../../lib/api/generated/ops/downloadBillingSummary.ts';
import { exportBillingTransactions } from '../../../lib/api/generated/ops/exportBillingTransactions.ts';
import { getBillingInvoice } from '../../../lib/api/generated/ops/getBillingInvoice.ts';
import { getBillingProject } from '../../../lib/api/generated/ops/getBillingProject.ts';
import { updateBillingProject } from '../../../lib/api/generated/ops/updateBillingProject.ts';
import { AppError } from '../../../lib/api/errors.ts';
import { getBillingOverview } from '../../../lib/api/generated/ops/getBillingOverview.ts';
import { getBillingPaymentMethodVendorSecret } from '../../../lib/api/generated/ops/getBillingPaymentMethodVendorSecret.ts';
import { listBillingInvoices } from '../../../lib/api/generated/ops/listBillingInvoices.ts';
import { listBillingPaymentMethods } from '../../../lib/api/generated/ops/listBillingPaymentMethods.ts';
import { listBillingSummaries } from '../../../lib/api/generated/ops/listBillingSummaries.ts';
import { listBillingTransactions } from '../../../lib/api/generated/ops/listBillingTransactions.ts';
import { payBillingInvoice } from '../../../lib/api/generated/ops/payBillingInvoice.ts';
import { updateBillingPaymentMethod } from '../../../lib/api/generated/ops/updateBillingPaymentMethod.ts';
import { billingKeys } from './keys.ts';
import type { Invoice, PaymentMethod, Summary, Transaction } from './types.ts';

export const overviewQuery = (project: string) =>
  queryOptions({ queryKey: billingKeys.overview(project), queryFn: () => getBillingOverview({ query: { project } }), staleTime: 30_000 });

export const paymentMethodsQuery = (project: string) =>
  queryOptions({
    queryKey: billingKeys.paymentMethods(project),
    queryFn: () =>
      allPages<PaymentMethod>(async (q) => {
        const r = await listBillingPaymentMethods({ query: { project, ...q } });
        return { items: r.paymentMethods, nextPageToken: r.nextPageToken };
      }),
  });

export const invoiceQuery = (project: string, id: string) =>
  queryOptions({ queryKey: billingKeys.invoice(project, id), queryFn: () => getBillingInvoice({ path: { id }, query: { project } }) });

const page = (p: ListParams) => ({ pageSize: p.pageSize, pageToken: p.pageToken || undefined, search: p.search || undefined });

export const INVOICE_STATUS_FILTER = ['paid', 'due', 'overdue', 'failed', 'void'] as const;
export const invoicesList = (project: string): ListSource<Invoice> => ({
  queryKey: billingKeys.invoicesAll(project),
  queryFn: (p) =>
    listBillingInvoices({
      query: { project, ...page(p), status: (p.filters.status as (typeof INVOICE_STATUS_FILTER)[number]) || undefined },
    }).then((r) => ({ items: r.invoices, nextPageToken: r.nextPageToken })),
});

export const transactionsList = (project: string): ListSource<Transaction> => ({
  queryKey: billingKeys.transactionsAll(project),
  queryFn: (p) =>
    listBillingTransactions({
      query: { project, ...page(p), integration: p.filters.integration || undefined, invoice: p.filters.invoice || undefined },
    }).then((r) => ({ items: r.transactions, nextPageToken: r.nextPageToken })),
});

export const summariesList = (project: string): ListSource<Summary> => ({
  queryKey: billingKeys.summariesAll(project),
  queryFn: (p) =>
    listBillingSummaries({ query: { project, ...page(p) } }).then((r) => ({ items: r.summaries, nextPageToken: r.nextPageToken })),
});

/** After a write that can change balances, alerts or the project's flags (the billing announcements). */
export function refreshBilling(qc: QueryClient, project: string) {
  void qc.invalidateQueries({ queryKey: billingKeys.all(project) });
  void qc.invalidateQueries({ queryKey: billingKeys.project(project) });
  void qc.invalidateQueries({ queryKey: billingKeys.projects() });
}

export const confirmTransaction = (project: string, id: string) => confirmBillingTransaction({ path: { id }, query: { project } });
export const payInvoice = (project: string, id: string) => payBillingInvoice({ path: { id }, query: { project } });
export const invoicePdf = (project: string, id: string) =>
  downloadBillingInvoice({ path: { id }, query: { project } }) as unknown as Promise<Blob>;
export const summaryPdf = (project: string, id: string) =>
  downloadBillingSummary({ path: { id }, query: { project } }) as unknown as Promise<Blob>;
export const exportTransactionsCsv = (project: string, body: { integration?: string; invoice?: string; search?: string }) =>
  exportBillingTransactions({ query: { project }, body }) as unknown as Promise<string | Blob>;
export const createSummary = (project: string, body: { name?: string; start: string; end: string }) =>
  createBillingSummary({ query: { project }, body });
export const deleteSummary = (project: string, id: string) => deleteBillingSummary({ path: { id }, query: { project } });

export const startCardSetup = (project: string) => createBillingPaymentMethod({ query: { project }, body: {} });
export const vendorSecretQuery = (project: string, vendor: string) =>
  queryOptions({
    queryKey: billingKeys.vendorSecret(project, vendor),
    queryFn: () => getBillingPaymentMethodVendorSecret({ path: { vendor }, query: { project } }),
    staleTime: 300_000,
    retry: false,
  });
export const finishCardSetup = (project: string, id: string, token: string) =>
  updateBillingPaymentMethod({ path: { id }, query: { project }, body: { token } });
export const makeDefaultCard = (project: string, id: string) =>
  updateBillingPaymentMethod({ path: { id }, query: { project }, body: { isDefault: true } });
export const removeCard = (project: string, id: string) => deleteBillingPaymentMethod({ path: { id }, query: { project } });

/** The billing project; null before the company is set up (the server's COMPANY_NOT_FOUND). */
export const billingProjectQuery = (project: string) =>
  queryOptions({
    queryKey: billingKeys.account(project),
    queryFn: () =>
      getBillingProject({ query: { project } }).catch((e: unknown) => {
        if (e instanceof AppError && e.code === 'COMPANY_NOT_FOUND') return null;
        throw e;
      }),
  });

export type CompanyBody = Parameters<typeof updateBillingProject>[0]['body'];
export const saveCompany = (project: string, body: CompanyBody) => updateBillingProject({ query: { project }, body });
