import type { RouteHandler } from '@hono/zod-openapi';
import { PERMISSIONS, roleRank } from '../../../../common/permissions.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { actorRank, listProjectRoles } from '../../../lib/roles.ts';
import { oneUser } from '../enforcer.assign.ts';
import type * as r from '../enforcer.routes.ts';

export const userAssignableRolesHandler: RouteHandler<typeof r.userAssignableRolesRoute, AppEnv> = async (c) => {
  const { project } = c.req.valid('query');
  const { user } = c.req.valid('param');
  const access = c.get('access');
  const u = await oneUser(c, project, user);
  const roles = await listProjectRoles(c.get('deps').database.db, project);
  const may = access.permissions.has(PERMISSIONS.enforcerRolesAssign) && roleRank(u.role.id) <= actorRank(access);
  return c.json({ roles: may ? roles.filter((x) => roleRank(x.id) <= actorRank(access) && x.id !== u.role.id) : [] }, 200);
};
