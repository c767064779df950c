import type { RouteHandler } from '@hono/zod-openapi';
import { CODES } from '../../../lib/error-codes.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import { getListing, listProducts } from '../integrations.repo.ts';
import type { listProductsRoute } from '../integrations.routes.ts';
import { paginateOrdered } from '../../../lib/pagination.ts';
import { db, projectCodes } from '../integrations.shared.ts';

export const listProductsHandler: RouteHandler<typeof listProductsRoute, AppEnv> = async (c) => {
  const { integration } = c.req.valid('param');
  await projectCodes(c, c.req.valid('query').project);
  if (!(await getListing(db(c), integration))) throw notFound('Integration', CODES.INTEGRATION_NOT_FOUND);
  const { pageSize, pageToken } = c.req.valid('query');
  const page = paginateOrdered(await listProducts(db(c), integration), { pageSize, pageToken, id: (p) => p.id });
  return c.json({ products: page.items, nextPageToken: page.nextPageToken }, 200);
};
