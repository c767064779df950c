import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { parseCustomerFilters } from '../customer-filters.ts';
import { pageCustomers, toCustomerDto } from '../customers.repo.ts';
import type { listCustomersRoute } from '../customers.routes.ts';
import { requireStorefront } from '../storefront.repo.ts';

/** GET /v1/platform/{platformId}/customers — access (platform.customers.list) is checked by the route. */
export const listCustomers: RouteHandler<typeof listCustomersRoute, AppEnv> = async (c) => {
  const { projectId } = c.get('access');
  const db = c.get('deps').database.db;
  const { platformId } = c.req.valid('param');
  const { pageSize, pageToken, ...query } = c.req.valid('query');
  const filters = parseCustomerFilters(query);
  await requireStorefront(db, projectId, platformId);
  const page = await pageCustomers(db, projectId, filters, { pageSize, pageToken });
  return c.json({ customers: page.items.map(toCustomerDto), nextPageToken: page.nextPageToken }, 200);
};
