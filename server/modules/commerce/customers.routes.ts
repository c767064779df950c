/**
 * Customer contracts (spec 000 §3, 001 §3 "Customer list filters"; docs/decisions/commerce.md "Customers"):
 * the list with every filter, one customer, and the CSV export. `export` is registered before `{customerId}`
 * (and so will `enquiries` be). The filters are checked by customer-filters.ts (one 422 naming each bad one).
 */
import { z } from '@hono/zod-openapi';
import { PERMISSIONS } from '../../../common/permissions.ts';
import { access } from '../../lib/access.ts';
import { defineRoute, jsonResponse, pageQuery } from '../../lib/openapi.ts';
import { COMPARISON_OPS, CUSTOMER_SORTS } from './customer-filters.ts';

export const tags = ['Platform customers'];

export const CustomerSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    country: z.string().nullable().openapi({ description: 'ISO 3166-1 alpha-2' }),
    gender: z.enum(['male', 'female']).nullable(),
    acceptsMarketing: z.boolean(),
    totalOrderCount: z.number().int(),
    refundedOrderCount: z.number().int(),
    lifetimeValue: z.number().int().openapi({ description: 'Paid minus refunded, in minor units of `currency`' }),
    currency: z.string(),
    firstPurchasedAt: z.string().nullable(),
    lastPurchasedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Customer');

export const CustomerListSchema = z
  .object({ customers: z.array(CustomerSchema), nextPageToken: z.string().nullable() })
  .openapi('CustomerList');

const pathParam = (name: string) =>
  z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name, in: 'path' } });
export const PlatformParam = z.object({ platformId: pathParam('platformId') });
export const CustomerParam = PlatformParam.extend({ customerId: pathParam('customerId') });
export const projectQuery = { project: z.string().min(1).max(64).openapi({ description: 'The project' }) };

const comparison = (what: string) =>
  z
    .string()
    .max(200)
    .optional()
    .openapi({
      description: `${what}: comparisons \`op:value\`, comma-separated and ANDed (\`gte:2,lt:10\`); ops ${COMPARISON_OPS.join(', ')}`,
    });

/** The filters of the list and the export (strings here; customer-filters.ts parses and checks them). */
export const customerFilterQuery = {
  countries: z.string().max(400).optional().openapi({ description: 'Comma-separated ISO 3166-1 alpha-2 codes (DE,FR), at most 50' }),
  gender: z.string().max(20).optional().openapi({ description: '`male` or `female`' }),
  totalOrderCount: comparison('Orders placed'),
  refundedOrderCount: comparison('Orders refunded'),
  lifetimeValue: comparison('Lifetime value in minor units'),
  lastPurchasedStart: z.string().max(40).optional().openapi({ description: 'ISO-8601; last purchase at or after (inclusive)' }),
  lastPurchasedEnd: z.string().max(40).optional().openapi({ description: 'ISO-8601; last purchase before (exclusive)' }),
  search: z.string().max(200).optional().openapi({ description: 'Full text over name, email and phone; prefix match (`ann` finds Anna)' }),
  sortBy: z
    .string()
    .max(40)
    .optional()
    .openapi({
      description: `One of ${CUSTOMER_SORTS.join(', ')}, ascending; a leading \`-\` for descending. Default: newest purchase first (\`-lastPurchased\`).`,
    }),
};

export const listCustomersRoute = defineRoute({
  method: 'get',
  path: '/{platformId}/customers',
  access: access.project(PERMISSIONS.platformCustomersList),
  tags,
  summary: "The storefront's customers, filtered and sorted (keyset paging on the sort key and id)",
  request: { params: PlatformParam, query: z.object({ ...projectQuery, ...customerFilterQuery, ...pageQuery }) },
  responses: { 200: jsonResponse(CustomerListSchema, 'Customers') },
});

export const exportCustomersRoute = defineRoute({
  method: 'get',
  path: '/{platformId}/customers/export',
  access: access.project(PERMISSIONS.platformCustomersExport),
  tags,
  summary: 'The filtered customers as CSV (streamed from a database cursor; formula cells neutralised)',
  request: { params: PlatformParam, query: z.object({ ...projectQuery, ...customerFilterQuery }) },
  responses: { 200: { description: 'CSV, one row per customer', content: { 'text/csv': { schema: z.string() } } } },
});

export const getCustomerRoute = defineRoute({
  method: 'get',
  path: '/{platformId}/customers/{customerId}',
  access: access.project(PERMISSIONS.platformCustomersGet),
  tags,
  summary: 'One customer with their lifetime figures',
  request: { params: CustomerParam, query: z.object(projectQuery) },
  responses: { 200: jsonResponse(CustomerSchema, 'Customer') },
});
