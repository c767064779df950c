/** Keys of the commerce data (orders and customers modules, the dashboard's figures), all under the project. */
import { projectScope } from '../api/keys.ts';

export const commerceKeys = {
  /** The project's storefront (persisted: the orders screens need its id offline). */
  storefront: (projectId: string) => [...projectScope(projectId), 'storefront'] as const,
  /** Every orders read (lists, details, receipts, summaries): a write invalidates this prefix. */
  orders: (projectId: string) => [...projectScope(projectId), 'orders'] as const,
  /** Every customers read. */
  customers: (projectId: string) => [...projectScope(projectId), 'customers'] as const,
};
