/** The customers calls (generated from the server's contracts). */
import { getPlatformByPlatformIdCustomers } from '../../../lib/api/generated/ops/getPlatformByPlatformIdCustomers.ts';
import { getPlatformByPlatformIdCustomersByCustomerId } from '../../../lib/api/generated/ops/getPlatformByPlatformIdCustomersByCustomerId.ts';
import { getPlatformByPlatformIdCustomersExport } from '../../../lib/api/generated/ops/getPlatformByPlatformIdCustomersExport.ts';
import type { QueryOf } from '../../../lib/api/call.ts';
import { listPlatformOrders } from '../../../lib/api/generated/ops/listPlatformOrders.ts';
import type { CustomersQuery } from '../lib/customer-filters.ts';

export const listCustomers = (project: string, platformId: string, query: CustomersQuery) =>
  getPlatformByPlatformIdCustomers({ path: { platformId }, query: { project, ...query } });
export const getCustomer = (project: string, platformId: string, customerId: string) =>
  getPlatformByPlatformIdCustomersByCustomerId({ path: { platformId, customerId }, query: { project } });
/** `text/csv`: the client hands back the text. */
export const exportCustomers = (project: string, platformId: string, query: Omit<CustomersQuery, 'pageToken' | 'pageSize'>) =>
  getPlatformByPlatformIdCustomersExport({ path: { platformId }, query: { project, ...query } }) as unknown as Promise<string>;
export const listCustomerOrders = (
  project: string,
  platformId: string,
  query: Omit<QueryOf<'/v1/platform/{platformId}/orders', 'get'>, 'project'>,
) => listPlatformOrders({ path: { platformId }, query: { project, ...query } });
