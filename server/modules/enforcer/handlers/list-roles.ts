import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { listProjectRoles } from '../../../lib/roles.ts';
import { roleCursor } from '../enforcer.repo.ts';
import { paginateArray } from '../../../lib/pagination.ts';
import type * as r from '../enforcer.routes.ts';

export const listRolesHandler: RouteHandler<typeof r.listRolesRoute, AppEnv> = async (c) => {
  const { project } = c.req.valid('query');
  const { pageSize, pageToken } = c.req.valid('query');
  const page = paginateArray(await listProjectRoles(c.get('deps').database.db, project), { pageSize, pageToken, cursor: roleCursor });
  return c.json({ roles: page.items, nextPageToken: page.nextPageToken }, 200);
};
