import type { RouteHandler } from '@hono/zod-openapi';
import { CODES } from '../../../lib/error-codes.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import { getProduct } from '../integrations.repo.ts';
import type { getProductRoute } from '../integrations.routes.ts';
import { db } from '../integrations.shared.ts';

export const getProductHandler: RouteHandler<typeof getProductRoute, AppEnv> = async (c) => {
  const product = await getProduct(db(c), c.req.valid('param').product);
  if (!product) throw notFound('Product', CODES.PRODUCT_NOT_FOUND);
  return c.json(product, 200);
};
