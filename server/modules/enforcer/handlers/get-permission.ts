import type { RouteHandler } from '@hono/zod-openapi';
import { CODES } from '../../../lib/error-codes.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import { permissionDtos } from '../enforcer.repo.ts';
import type * as r from '../enforcer.routes.ts';

export const getPermissionHandler: RouteHandler<typeof r.getPermissionRoute, AppEnv> = async (c) => {
  const { permission } = c.req.valid('param');
  const found = (await permissionDtos(c.get('deps').database.db)).find((x) => x.id === permission);
  if (!found) throw notFound('Permission', CODES.PERMISSION_NOT_FOUND);
  return c.json(found, 200);
};
