import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { listListings } from '../integrations.repo.ts';
import type { listDefinitionsRoute } from '../integrations.routes.ts';
import { paginateArray } from '../../../lib/pagination.ts';
import { db, byName } from '../integrations.shared.ts';

export const listDefinitionsHandler: RouteHandler<typeof listDefinitionsRoute, AppEnv> = async (c) => {
  const page = paginateArray(await listListings(db(c)), { ...c.req.valid('query'), cursor: byName });
  return c.json(
    {
      nextPageToken: page.nextPageToken,
      integrations: page.items.map((l) => ({
        code: l.code,
        name: l.name,
        category: l.category.code,
        icon: l.icon,
        configSchema: l.configSchema,
      })),
    },
    200,
  );
};
