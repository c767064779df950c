import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { parseCustomerFilters } from '../customer-filters.ts';
import { csvHeaders, exportFilename } from '../../../lib/csv.ts';
import { csvCursorStream } from '../customers.export.ts';
import { CUSTOMER_CSV_HEADER, customerCells, customerExportQuery } from '../customers.repo.ts';
import type { exportCustomersRoute } from '../customers.routes.ts';
import { requireStorefront } from '../storefront.repo.ts';

/** GET /v1/platform/{platformId}/customers/export — access (platform.customers.export) is checked by the route. */
export const exportCustomers: RouteHandler<typeof exportCustomersRoute, AppEnv> = async (c) => {
  const { projectId } = c.get('access');
  const { db, pool } = c.get('deps').database;
  const { platformId } = c.req.valid('param');
  const { project: _project, ...query } = c.req.valid('query');
  const filters = parseCustomerFilters(query);
  await requireStorefront(db, projectId, platformId);
  const body = csvCursorStream(pool, customerExportQuery(db, projectId, filters), CUSTOMER_CSV_HEADER, customerCells);
  return new Response(body, {
    status: 200,
    headers: csvHeaders(exportFilename('customers')),
  }) as never;
};
