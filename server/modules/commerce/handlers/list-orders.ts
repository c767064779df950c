import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { toOrderSummaryDto } from '../orders.dto.ts';
import { pagePlatformOrders } from '../orders.repo.ts';
import type { listOrdersRoute } from '../orders.routes.ts';
import { requireStorefront } from '../storefront.repo.ts';

/**
 * GET /v1/platform/{platformId}/orders — newest first by the chosen date, keyset paged. One query after the
 * access check (the storefront check rides in the page's statement); an empty page checks the storefront apart.
 */
export const listOrders: RouteHandler<typeof listOrdersRoute, AppEnv> = async (c) => {
  const { projectId } = c.get('access');
  const db = c.get('deps').database.db;
  const { platformId } = c.req.valid('param');
  const { pageSize, pageToken, project: _project, ...filters } = c.req.valid('query');
  const page = await pagePlatformOrders(db, projectId, platformId, filters, { pageSize, pageToken });
  const prefix = page.prefix ?? (await requireStorefront(db, projectId, platformId)).orderNumberPrefix;
  return c.json({ orders: page.items.map((r) => toOrderSummaryDto(r, prefix)), nextPageToken: page.nextPageToken }, 200);
};
