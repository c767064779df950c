import type { RouteHandler } from '@hono/zod-openapi';
import { CODES } from '../../../lib/error-codes.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import { listCategories, listListings } from '../integrations.repo.ts';
import type { getCategoryRoute } from '../integrations.routes.ts';
import { db } from '../integrations.shared.ts';

export const getCategoryHandler: RouteHandler<typeof getCategoryRoute, AppEnv> = async (c) => {
  const { category } = c.req.valid('param');
  const row = (await listCategories(db(c))).find((x) => x.code === category);
  if (!row) throw notFound('Category', CODES.CATEGORY_NOT_FOUND);
  return c.json({ ...row, listings: await listListings(db(c), { category }) }, 200);
};
