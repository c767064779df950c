import type { RouteHandler } from '@hono/zod-openapi';
import { CODES } from '../../../lib/error-codes.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import type * as r from '../enforcer.routes.ts';
import { findAnyRole } from '../enforcer-admin.shared.ts';

export const adminGetRoleHandler: RouteHandler<typeof r.adminGetRoleRoute, AppEnv> = async (c) => {
  const found = await findAnyRole(c, c.req.valid('param').role);
  if (!found) throw notFound('Role', CODES.ROLE_NOT_FOUND);
  return c.json(found, 200);
};
