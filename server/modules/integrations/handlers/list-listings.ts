import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { listListings } from '../integrations.repo.ts';
import type { listListingsRoute } from '../integrations.routes.ts';
import { paginateArray } from '../../../lib/pagination.ts';
import { db, projectCodes, byName } from '../integrations.shared.ts';

export const listListingsHandler: RouteHandler<typeof listListingsRoute, AppEnv> = async (c) => {
  const q = c.req.valid('query');
  const codes = await projectCodes(c, q.project);
  let listings = await listListings(db(c), { category: q.category, search: q.search?.trim() || undefined });
  if (codes) {
    listings = listings.map((l) => ({ ...l, installed: codes.has(l.code) }));
    if (q.installed) listings = listings.filter((l) => l.installed === (q.installed === 'true'));
  }
  const page = paginateArray(listings, { pageSize: q.pageSize, pageToken: q.pageToken, cursor: byName });
  return c.json({ listings: page.items, nextPageToken: page.nextPageToken }, 200);
};
