import type { RouteHandler } from '@hono/zod-openapi';
import { CODES } from '../../../lib/error-codes.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import { findRole } from '../../../lib/roles.ts';
import { pageEnforcerUsers } from '../enforcer.repo.ts';
import type * as r from '../enforcer.routes.ts';

export const roleUsersHandler: RouteHandler<typeof r.roleUsersRoute, AppEnv> = async (c) => {
  const { project } = c.req.valid('query');
  const { role } = c.req.valid('param');
  const { db } = c.get('deps').database;
  if (!(await findRole(db, project, role))) throw notFound('Role', CODES.ROLE_NOT_FOUND);
  const { pageSize, pageToken } = c.req.valid('query');
  const page = await pageEnforcerUsers(db, project, { role }, { pageSize, pageToken });
  return c.json({ users: page.items, nextPageToken: page.nextPageToken }, 200);
};
