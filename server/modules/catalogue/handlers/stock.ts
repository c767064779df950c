/** Stock levels (sums of the movement ledger) per variant per fulfilment project. */
import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { notFound } from '../../../lib/errors.ts';
import { findVariant } from '../catalogue.repo.ts';
import type { getStockRoute, listStockRoute } from '../catalogue.routes.ts';
import { pageStock, stockOfVariant, toLevelDto } from '../stock.repo.ts';

export const listStock: RouteHandler<typeof listStockRoute, AppEnv> = async (c) => {
  const page = await pageStock(c.get('deps').database.db, c.get('access').projectId, c.req.valid('query'));
  return c.json({ stock: page.items.map(toLevelDto), nextPageToken: page.nextPageToken }, 200);
};

export const getStock: RouteHandler<typeof getStockRoute, AppEnv> = async (c) => {
  const db = c.get('deps').database.db;
  const projectId = c.get('access').projectId;
  const variant = await findVariant(db, projectId, c.req.valid('param').variantId);
  if (!variant) throw notFound('Variant', CODES.GFN_VARIANT_NOT_FOUND);
  const { levels, movements } = await stockOfVariant(db, projectId, variant.id, c.req.valid('query').fulfillmentProjects);
  const sum = (k: 'onHand' | 'reserved' | 'available') => levels.reduce((s, l) => s + l[k], 0);
  return c.json(
    {
      variantId: variant.id,
      productId: variant.productId,
      sku: variant.sku,
      onHand: sum('onHand'),
      reserved: sum('reserved'),
      available: sum('available'),
      fulfillmentProjects: levels,
      movements: movements.map((m) => ({
        id: m.id,
        fulfillmentProjectId: m.fulfillmentProjectId,
        kind: m.kind,
        onHandDelta: m.onHandDelta,
        reservedDelta: m.reservedDelta,
        reference: m.reference,
        createdAt: m.createdAt,
      })),
    },
    200,
  );
};
