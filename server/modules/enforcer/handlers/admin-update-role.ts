import type { RouteHandler } from '@hono/zod-openapi';
import { CODES } from '../../../lib/error-codes.ts';
import { isPermission } from '../../../../common/permissions.ts';
import { audit } from '../../../lib/audit.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { notFound, unprocessable } from '../../../lib/errors.ts';
import { updateRole } from '../enforcer.repo.ts';
import type * as r from '../enforcer.routes.ts';
import { customDto, findAnyRole } from '../enforcer-admin.shared.ts';

export const adminUpdateRoleHandler: RouteHandler<typeof r.adminUpdateRoleRoute, AppEnv> = async (c) => {
  const { role } = c.req.valid('param');
  const body = c.req.valid('json');
  const found = await findAnyRole(c, role);
  if (!found) throw notFound('Role', CODES.ROLE_NOT_FOUND);
  if (found.builtIn) throw unprocessable({ role: ['Built-in roles cannot be changed or deleted.'] });
  const bad = (body.permissions ?? []).filter((x) => !isPermission(x));
  if (bad.length) throw unprocessable({ permissions: bad.map((x) => `${x} is not a permission.`) });
  const { db } = c.get('deps').database;
  const row = await db.transaction(async (tx) => {
    const updated = await updateRole(tx, found.projectId!, role, {
      name: body.name,
      description: body.description,
      permissions: body.permissions ? [...new Set(body.permissions)] : undefined,
    });
    await audit(tx, c, {
      projectId: found.projectId,
      action: 'role.update',
      target: role,
      before: { name: found.name, permissions: found.permissions },
      after: { name: updated!.name, permissions: updated!.permissions },
    });
    return updated!;
  });
  return c.json(customDto(row), 200);
};
