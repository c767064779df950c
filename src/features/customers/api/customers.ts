/** The customers module's reads: the list (every filter), one customer, their orders, the CSV export. */
import { queryOptions } from '@tanstack/react-query';
import type { ListSource } from '../../../components/data/types.ts';
import type { Customer, OrderSummary } from '../../../lib/commerce/types.ts';
import { customersQuery } from '../lib/customer-filters.ts';
import * as calls from './calls.ts';
import { customersKeys } from './keys.ts';

export const customersList = (project: string, platformId: string, currency: string): ListSource<Customer> => ({
  queryKey: customersKeys.list(project),
  queryFn: (p) =>
    calls
      .listCustomers(project, platformId, customersQuery(p, currency))
      .then((r) => ({ items: r.customers, nextPageToken: r.nextPageToken })),
});

export const customerQuery = (project: string, platformId: string, customerId: string) =>
  queryOptions({
    queryKey: customersKeys.detail(project, customerId),
    queryFn: () => calls.getCustomer(project, platformId, customerId),
  });

/** The customer's orders, newest first (the orders endpoint's `customerId` filter). */
export const customerOrdersList = (project: string, platformId: string, customerId: string): ListSource<OrderSummary> => ({
  queryKey: customersKeys.orders(project, customerId),
  queryFn: (p) =>
    calls
      .listCustomerOrders(project, platformId, {
        customerId,
        pageSize: p.pageSize,
        pageToken: p.pageToken ?? undefined,
        search: p.search || undefined,
      })
      .then((r) => ({ items: r.orders, nextPageToken: r.nextPageToken })),
});

export const exportCustomersCsv = calls.exportCustomers;
