import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { csvHeaders } from '../../../lib/csv.ts';
import { ordersCsvStream } from '../orders.export.ts';
import type { exportOrdersRoute } from '../orders.routes.ts';
import { platformOf } from '../orders.shared.ts';

/** GET …/orders/export — `orders-2026-11-23.csv` (the date in the storefront's time zone), streamed. */
export const exportOrders: RouteHandler<typeof exportOrdersRoute, AppEnv> = async (c) => {
  const { projectId, storefront } = await platformOf(c, c.req.valid('param').platformId);
  const { project: _project, ...filters } = c.req.valid('query');
  const body = await ordersCsvStream(c.get('deps').database, projectId, storefront.orderNumberPrefix, filters);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: storefront.timezone }).format(new Date());
  return c.body(body, 200, csvHeaders(`orders-${today}.csv`)) as never;
};
