import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { paginateOrdered } from '../../../lib/pagination.ts';
import { searchGaps } from '../help-platform.repo.ts';
import type { searchGapsRoute } from '../help.routes.ts';

/** GET /v1/help/search-gaps — platform admins only (checked by the route). */
export const listSearchGaps: RouteHandler<typeof searchGapsRoute, AppEnv> = async (c) => {
  const q = c.req.valid('query');
  const rows = await searchGaps(c.get('deps').database.db, { platformId: q.platformId, days: q.days, limit: 500 });
  const page = paginateOrdered(rows, { pageSize: q.pageSize, pageToken: q.pageToken, id: (r) => r.searchTerm });
  const searches = page.items.map((r) => ({ ...r, lastSearchedAt: new Date(r.lastSearchedAt).toISOString() }));
  return c.json({ searches, nextPageToken: page.nextPageToken }, 200);
};
