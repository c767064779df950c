import type { RouteHandler } from '@hono/zod-openapi';
import { CODES } from '../../../lib/error-codes.ts';
import { audit } from '../../../lib/audit.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import { findRole } from '../../../lib/roles.ts';
import { updateRole } from '../enforcer.repo.ts';
import type * as r from '../enforcer.routes.ts';
import { validPermissions, assertUniqueName, builtInLocked } from '../enforcer.shared.ts';

export const updateRoleHandler: RouteHandler<typeof r.updateRoleRoute, AppEnv> = async (c) => {
  const { project } = c.req.valid('query');
  const { role } = c.req.valid('param');
  const body = c.req.valid('json');
  const { db } = c.get('deps').database;
  const existing = await findRole(db, project, role);
  if (!existing) throw notFound('Role', CODES.ROLE_NOT_FOUND);
  if (existing.builtIn) throw builtInLocked();
  if (body.name) await assertUniqueName(c, project, body.name, role);
  const permissions = body.permissions ? validPermissions(body.permissions) : undefined;
  const updated = await db.transaction(async (tx) => {
    const row = await updateRole(tx, project, role, { name: body.name, description: body.description, permissions });
    await audit(tx, c, {
      projectId: project,
      action: 'role.update',
      target: role,
      before: { name: existing.name, description: existing.description, permissions: existing.permissions },
      after: { name: row!.name, description: row!.description, permissions: row!.permissions },
    });
    return row!;
  });
  return c.json(
    { id: updated.id, name: updated.name, description: updated.description, permissions: updated.permissions, builtIn: false },
    200,
  );
};
