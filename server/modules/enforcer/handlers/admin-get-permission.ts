import type { RouteHandler } from '@hono/zod-openapi';
import { CODES } from '../../../lib/error-codes.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import { permissionDtos } from '../enforcer.repo.ts';
import type * as r from '../enforcer.routes.ts';

export const adminGetPermissionHandler: RouteHandler<typeof r.adminGetPermissionRoute, AppEnv> = async (c) => {
  const found = (await permissionDtos(c.get('deps').database.db)).find((x) => x.id === c.req.valid('param').permission);
  if (!found) throw notFound('Permission', CODES.PERMISSION_NOT_FOUND);
  return c.json(found, 200);
};
