import type { RouteHandler } from '@hono/zod-openapi';
import { CODES } from '../../../lib/error-codes.ts';
import { audit } from '../../../lib/audit.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { ApiError, notFound } from '../../../lib/errors.ts';
import { findRole } from '../../../lib/roles.ts';
import { deleteRole, roleHasHolders } from '../enforcer.repo.ts';
import type * as r from '../enforcer.routes.ts';
import { builtInLocked } from '../enforcer.shared.ts';

export const deleteRoleHandler: RouteHandler<typeof r.deleteRoleRoute, AppEnv> = async (c) => {
  const { project } = c.req.valid('query');
  const { role } = c.req.valid('param');
  const { db } = c.get('deps').database;
  const existing = await findRole(db, project, role);
  if (!existing) throw notFound('Role', CODES.ROLE_NOT_FOUND);
  if (existing.builtIn) throw builtInLocked();
  await db.transaction(async (tx) => {
    if (await roleHasHolders(tx, project, role)) {
      throw new ApiError(422, CODES.ROLE_IN_USE, 'Members still hold this role: give them another role first.', {
        role: ['Members still hold this role: give them another role first.'],
      });
    }
    await deleteRole(tx, project, role);
    await audit(tx, c, {
      projectId: project,
      action: 'role.delete',
      target: role,
      before: { name: existing.name, permissions: existing.permissions },
      after: null,
    });
  });
  return c.json({ ok: true as const }, 200);
};
