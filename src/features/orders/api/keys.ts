import { commerceKeys } from '../../../lib/commerce/keys.ts';

/** The orders module's keys, under the project's `orders` (persisted: the last-viewed pages and details work offline). */
export const ordersKeys = {
  all: (projectId: string) => commerceKeys.orders(projectId),
  list: (projectId: string) => [...commerceKeys.orders(projectId), 'list'] as const,
  /** One customer's orders (the same endpoint filtered by `customerId`). */
  customerList: (projectId: string, customerId: string) => [...commerceKeys.orders(projectId), 'list', { customerId }] as const,
  detail: (projectId: string, orderId: string) => [...commerceKeys.orders(projectId), 'detail', orderId] as const,
  receipt: (projectId: string, orderId: string) => [...commerceKeys.orders(projectId), 'receipt', orderId] as const,
  fulfillers: (projectId: string, fulfillmentId: string) => [...commerceKeys.orders(projectId), 'fulfillers', fulfillmentId] as const,
};
