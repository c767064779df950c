import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { notFound } from '../../../lib/errors.ts';
import { paginateOrdered } from '../../../lib/pagination.ts';
import { availableFulfillers } from '../available-fulfillers.repo.ts';
import { findFulfillment } from '../fulfillments.repo.ts';
import type { listAvailableFulfillersRoute } from '../fulfillments.routes.ts';
import { requireStorefront } from '../storefront.repo.ts';

/** GET …/fulfillments/{fulfillmentId}/available-fulfillers — access (platform.fulfillments.get) is checked by the route. */
export const listAvailableFulfillers: RouteHandler<typeof listAvailableFulfillersRoute, AppEnv> = async (c) => {
  const { projectId } = c.get('access');
  const db = c.get('deps').database.db;
  const { platformId, fulfillmentId } = c.req.valid('param');
  await requireStorefront(db, projectId, platformId);
  if (!(await findFulfillment(db, projectId, fulfillmentId))) throw notFound('Fulfillment', CODES.FULFILLMENT_NOT_FOUND);
  const { pageSize, pageToken } = c.req.valid('query');
  const page = paginateOrdered(await availableFulfillers(db, projectId), { pageSize, pageToken, id: (f) => `${f.type}:${f.id ?? ''}` });
  return c.json({ fulfillers: page.items, nextPageToken: page.nextPageToken }, 200);
};
