/** The orders calls (generated from the server's contracts), shaped for the screens. */
import { bulkUpdatePlatformOrderStatus } from '../../../lib/api/generated/ops/bulkUpdatePlatformOrderStatus.ts';
import { exportPlatformOrders } from '../../../lib/api/generated/ops/exportPlatformOrders.ts';
import { getPlatformByPlatformIdFulfillmentsByFulfillmentIdAvailableFulfillers } from '../../../lib/api/generated/ops/getPlatformByPlatformIdFulfillmentsByFulfillmentIdAvailableFulfillers.ts';
import { getPlatformOrder } from '../../../lib/api/generated/ops/getPlatformOrder.ts';
import { getPlatformOrderReceipt } from '../../../lib/api/generated/ops/getPlatformOrderReceipt.ts';
import { listPlatformOrders } from '../../../lib/api/generated/ops/listPlatformOrders.ts';
import { patchPlatformByPlatformIdFulfillmentsByFulfillmentId } from '../../../lib/api/generated/ops/patchPlatformByPlatformIdFulfillmentsByFulfillmentId.ts';
import { retryPlatformPayment } from '../../../lib/api/generated/ops/retryPlatformPayment.ts';
import { sendPlatformOrderReceipt } from '../../../lib/api/generated/ops/sendPlatformOrderReceipt.ts';
import { updatePlatformOrder } from '../../../lib/api/generated/ops/updatePlatformOrder.ts';
import type { Schema } from '../../../lib/api/schemas.ts';
import type { OrderStatus } from '../../../lib/commerce/types.ts';
import type { ExportQuery, OrdersQuery } from '../lib/order-filters.ts';

const order = (platformId: string, orderId: string) => ({ platformId, orderId });

export const listOrders = (project: string, platformId: string, query: OrdersQuery) =>
  listPlatformOrders({ path: { platformId }, query: { project, ...query } });
export const getOrder = (project: string, platformId: string, orderId: string) =>
  getPlatformOrder({ path: order(platformId, orderId), query: { project } });
export const patchOrder = (project: string, platformId: string, orderId: string, body: Schema<'UpdateOrderRequest'>) =>
  updatePlatformOrder({ path: order(platformId, orderId), query: { project }, body });
export const bulkStatus = (project: string, platformId: string, body: { orderIds: string[]; status: OrderStatus }) =>
  bulkUpdatePlatformOrderStatus({ path: { platformId }, query: { project }, body });
/** `text/csv`: the client hands back the text. */
export const exportOrders = (project: string, platformId: string, query: ExportQuery) =>
  exportPlatformOrders({ path: { platformId }, query: { project, ...query } }) as unknown as Promise<string>;
export const getReceipt = (project: string, platformId: string, orderId: string) =>
  getPlatformOrderReceipt({ path: order(platformId, orderId), query: { project } });
/** `application/pdf`: the client hands back a Blob. */
export const getReceiptPdf = (project: string, platformId: string, orderId: string) =>
  getPlatformOrderReceipt({ path: order(platformId, orderId), query: { project, format: 'pdf' } }) as unknown as Promise<Blob>;
export const sendReceipt = (project: string, platformId: string, orderId: string, email?: string) =>
  sendPlatformOrderReceipt({ path: order(platformId, orderId), query: { project }, body: email ? { email } : {} });
export const retryPayment = (project: string, platformId: string, orderId: string) =>
  retryPlatformPayment({ path: order(platformId, orderId), query: { project } });
export const patchFulfillment = (project: string, platformId: string, fulfillmentId: string, body: Schema<'UpdateFulfillmentRequest'>) =>
  patchPlatformByPlatformIdFulfillmentsByFulfillmentId({ path: { platformId, fulfillmentId }, query: { project }, body });
export const listFulfillers = (project: string, platformId: string, fulfillmentId: string) =>
  getPlatformByPlatformIdFulfillmentsByFulfillmentIdAvailableFulfillers({ path: { platformId, fulfillmentId }, query: { project } });
