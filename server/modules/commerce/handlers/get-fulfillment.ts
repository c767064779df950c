import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { notFound } from '../../../lib/errors.ts';
import { fulfillmentDto } from '../fulfillments.dto.ts';
import { findFulfillment } from '../fulfillments.repo.ts';
import type { getFulfillmentRoute } from '../fulfillments.routes.ts';
import { requireStorefront } from '../storefront.repo.ts';

/** GET /v1/platform/{platformId}/fulfillments/{fulfillmentId} — access (platform.fulfillments.get) is checked by the route. */
export const getFulfillment: RouteHandler<typeof getFulfillmentRoute, AppEnv> = async (c) => {
  const { projectId } = c.get('access');
  const db = c.get('deps').database.db;
  const { platformId, fulfillmentId } = c.req.valid('param');
  await requireStorefront(db, projectId, platformId);
  const row = await findFulfillment(db, projectId, fulfillmentId);
  if (!row) throw notFound('Fulfillment', CODES.FULFILLMENT_NOT_FOUND);
  return c.json(await fulfillmentDto(db, projectId, row), 200);
};
