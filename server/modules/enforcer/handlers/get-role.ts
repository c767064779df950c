import type { RouteHandler } from '@hono/zod-openapi';
import { CODES } from '../../../lib/error-codes.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import { findRole } from '../../../lib/roles.ts';
import type * as r from '../enforcer.routes.ts';

export const getRoleHandler: RouteHandler<typeof r.getRoleRoute, AppEnv> = async (c) => {
  const { project } = c.req.valid('query');
  const { role } = c.req.valid('param');
  const found = await findRole(c.get('deps').database.db, project, role);
  if (!found) throw notFound('Role', CODES.ROLE_NOT_FOUND);
  return c.json(found, 200);
};
