import type { RouteHandler } from '@hono/zod-openapi';
import { CODES } from '../../../lib/error-codes.ts';
import { isPermission } from '../../../../common/permissions.ts';
import { audit } from '../../../lib/audit.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import { permissionDtos, setPermissionNote } from '../enforcer.repo.ts';
import type * as r from '../enforcer.routes.ts';

export const adminUpdatePermissionHandler: RouteHandler<typeof r.adminUpdatePermissionRoute, AppEnv> = async (c) => {
  const { permission } = c.req.valid('param');
  if (!isPermission(permission)) throw notFound('Permission', CODES.PERMISSION_NOT_FOUND);
  const { description } = c.req.valid('json');
  const { db } = c.get('deps').database;
  await db.transaction(async (tx) => {
    await setPermissionNote(tx, permission, description);
    await audit(tx, c, { projectId: null, action: 'permission.update', target: permission, after: { description } });
  });
  const found = (await permissionDtos(db)).find((x) => x.id === permission)!;
  return c.json(found, 200);
};
