import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { permissionDtos } from '../enforcer.repo.ts';
import { paginateArray } from '../../../lib/pagination.ts';
import type * as r from '../enforcer.routes.ts';

export const listPermissionsHandler: RouteHandler<typeof r.listPermissionsRoute, AppEnv> = async (c) => {
  const page = paginateArray(await permissionDtos(c.get('deps').database.db), { ...c.req.valid('query'), cursor: (p) => [p.id] });
  return c.json({ permissions: page.items, nextPageToken: page.nextPageToken }, 200);
};
