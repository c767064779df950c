import type { RouteHandler } from '@hono/zod-openapi';
import { paginateOrdered } from '../../../lib/pagination.ts';
import type { listTemplatesRoute } from '../projects.routes.ts';
import { TEMPLATES } from '../templates.ts';
import type { AppEnv } from '../../../lib/context.ts';

export const listTemplatesHandler: RouteHandler<typeof listTemplatesRoute, AppEnv> = async (c) => {
  const page = paginateOrdered(TEMPLATES, { ...c.req.valid('query'), id: (t) => t.id });
  return c.json(
    { templates: page.items.map((t) => ({ ...t, roles: t.roles.map((r) => ({ ...r })) })), nextPageToken: page.nextPageToken },
    200,
  );
};
