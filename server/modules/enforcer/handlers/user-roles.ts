import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { findRole } from '../../../lib/roles.ts';
import { oneUser } from '../enforcer.assign.ts';
import type * as r from '../enforcer.routes.ts';

export const userRolesHandler: RouteHandler<typeof r.userRolesRoute, AppEnv> = async (c) => {
  const { project } = c.req.valid('query');
  const { user } = c.req.valid('param');
  const u = await oneUser(c, project, user);
  const role = await findRole(c.get('deps').database.db, project, u.role.id);
  return c.json({ roles: role ? [role] : [] }, 200);
};
