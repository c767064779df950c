/**
 * Orders under /v1/platform/{platformId}/orders: contracts in orders.routes.ts, one handler per file in handlers/.
 * Fixed paths come before `orders/{orderId}`.
 */
import { createRouter } from '../../lib/openapi.ts';
import { bulkStatus } from './handlers/bulk-status.ts';
import { createOrderHandler } from './handlers/create-order.ts';
import { exportOrders } from './handlers/export-orders.ts';
import { getOrder } from './handlers/get-order.ts';
import { getReceipt } from './handlers/get-receipt.ts';
import { listOrders } from './handlers/list-orders.ts';
import { getOrderSummary } from './handlers/order-summary.ts';
import { retryPayment } from './handlers/retry-payment.ts';
import { sendReceipt } from './handlers/send-receipt.ts';
import { updateOrderHandler } from './handlers/update-order.ts';
import {
  bulkStatusRoute,
  createOrderRoute,
  exportOrdersRoute,
  getOrderRoute,
  getReceiptRoute,
  listOrdersRoute,
  orderSummaryRoute,
  retryPaymentRoute,
  sendReceiptRoute,
  updateOrderRoute,
} from './orders.routes.ts';

export const ordersRouter = createRouter();

ordersRouter.openapi(listOrdersRoute, listOrders);
ordersRouter.openapi(createOrderRoute, createOrderHandler);
ordersRouter.openapi(orderSummaryRoute, getOrderSummary);
ordersRouter.openapi(exportOrdersRoute, exportOrders);
ordersRouter.openapi(bulkStatusRoute, bulkStatus);
ordersRouter.openapi(getOrderRoute, getOrder);
ordersRouter.openapi(updateOrderRoute, updateOrderHandler);
ordersRouter.openapi(getReceiptRoute, getReceipt);
ordersRouter.openapi(sendReceiptRoute, sendReceipt);
ordersRouter.openapi(retryPaymentRoute, retryPayment);
