import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { builtInRoles } from '../../../lib/roles.ts';
import { allCustomRoles, roleCursor } from '../enforcer.repo.ts';
import { paginateArray } from '../../../lib/pagination.ts';
import type * as r from '../enforcer.routes.ts';
import { customDto } from '../enforcer-admin.shared.ts';

export const adminListRolesHandler: RouteHandler<typeof r.adminListRolesRoute, AppEnv> = async (c) => {
  const { project, pageSize, pageToken } = c.req.valid('query');
  const rows = await allCustomRoles(c.get('deps').database.db, project);
  const all = [...builtInRoles().map((x) => ({ ...x, projectId: null })), ...rows.map(customDto)];
  const page = paginateArray(all, { pageSize, pageToken, cursor: roleCursor });
  return c.json({ roles: page.items, nextPageToken: page.nextPageToken }, 200);
};
