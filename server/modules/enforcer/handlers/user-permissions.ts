import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { userNotFound } from '../../../lib/roles.ts';
import { accessForUser } from '../enforcer.repo.ts';
import type * as r from '../enforcer.routes.ts';

export const userPermissionsHandler: RouteHandler<typeof r.userPermissionsRoute, AppEnv> = async (c) => {
  const { project } = c.req.valid('query');
  const { user } = c.req.valid('param');
  const target = await accessForUser(c.get('deps').database.db, project, user);
  if (!target) throw userNotFound();
  return c.json({ permissions: target.twoFactorBlocked ? [] : [...target.permissions] }, 200);
};
