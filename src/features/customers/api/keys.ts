import { commerceKeys } from '../../../lib/commerce/keys.ts';

/** The customers module's keys (a customer's orders sit under the project's orders: an order write refreshes them). */
export const customersKeys = {
  all: (projectId: string) => commerceKeys.customers(projectId),
  list: (projectId: string) => [...commerceKeys.customers(projectId), 'list'] as const,
  detail: (projectId: string, customerId: string) => [...commerceKeys.customers(projectId), 'detail', customerId] as const,
  orders: (projectId: string, customerId: string) => [...commerceKeys.orders(projectId), 'list', { customerId }] as const,
};
