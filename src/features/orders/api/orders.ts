/** The orders module's reads (one `queryOptions` per GET) and writes (each invalidates the project's orders). */
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { ListSource } from '../../../components/data/types.ts';
import { commerceKeys } from '../../../lib/commerce/keys.ts';
import type { OrderStatus, OrderSummary } from '../../../lib/commerce/types.ts';
import { ordersQuery } from '../lib/order-filters.ts';
import * as calls from './calls.ts';
import { ordersKeys } from './keys.ts';

/** The orders list (DataTable): one key per endpoint, the kit appends the list params. */
export const ordersList = (project: string, platformId: string, extra: { customerId?: string } = {}): ListSource<OrderSummary> => ({
  queryKey: extra.customerId ? ordersKeys.customerList(project, extra.customerId) : ordersKeys.list(project),
  queryFn: (p) =>
    calls.listOrders(project, platformId, ordersQuery(p, extra)).then((r) => ({ items: r.orders, nextPageToken: r.nextPageToken })),
});

export const orderQuery = (project: string, platformId: string, orderId: string) =>
  queryOptions({
    queryKey: ordersKeys.detail(project, orderId),
    queryFn: () => calls.getOrder(project, platformId, orderId),
  });

export const receiptQuery = (project: string, platformId: string, orderId: string) =>
  queryOptions({
    queryKey: ordersKeys.receipt(project, orderId),
    queryFn: () => calls.getReceipt(project, platformId, orderId).then((r) => r.receipt),
  });

export const fulfillersQuery = (project: string, platformId: string, fulfillmentId: string) =>
  queryOptions({
    queryKey: ordersKeys.fulfillers(project, fulfillmentId),
    queryFn: () => calls.listFulfillers(project, platformId, fulfillmentId).then((r) => r.fulfillers),
    staleTime: 60_000,
  });

/** After a write: the lists, details and the customers' figures (aggregates change with an order). */
export const refreshOrders = (qc: QueryClient, project: string) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: commerceKeys.orders(project) }),
    qc.invalidateQueries({ queryKey: commerceKeys.customers(project) }),
  ]);

export const setOrderStatus = (project: string, platformId: string, orderId: string, status: OrderStatus) =>
  calls.patchOrder(project, platformId, orderId, { status });
export const bulkSetStatus = (project: string, platformId: string, orderIds: string[], status: OrderStatus) =>
  calls.bulkStatus(project, platformId, { orderIds, status });
export const sendReceipt = calls.sendReceipt;
export const retryPayment = calls.retryPayment;
export const updateFulfillment = calls.patchFulfillment;
export const exportOrdersCsv = calls.exportOrders;
export const receiptPdf = calls.getReceiptPdf;
