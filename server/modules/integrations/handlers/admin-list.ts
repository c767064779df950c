import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { listListings } from '../integrations.repo.ts';
import type { adminListRoute } from '../integrations.routes.ts';
import { paginateArray } from '../../../lib/pagination.ts';
import { db, byName } from '../integrations.shared.ts';

export const adminListHandler: RouteHandler<typeof adminListRoute, AppEnv> = async (c) => {
  const page = paginateArray(await listListings(db(c), { includeUnpublished: true }), { ...c.req.valid('query'), cursor: byName });
  return c.json({ listings: page.items, nextPageToken: page.nextPageToken }, 200);
};
