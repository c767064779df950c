import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { listCategories } from '../integrations.repo.ts';
import type { listCategoriesRoute } from '../integrations.routes.ts';
import { paginateOrdered } from '../../../lib/pagination.ts';
import { db } from '../integrations.shared.ts';

export const listCategoriesHandler: RouteHandler<typeof listCategoriesRoute, AppEnv> = async (c) => {
  const page = paginateOrdered(await listCategories(db(c)), { ...c.req.valid('query'), id: (x) => x.code });
  return c.json({ categories: page.items, nextPageToken: page.nextPageToken }, 200);
};
