import type { RouteHandler } from '@hono/zod-openapi';
import { audit } from '../../../lib/audit.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { newId } from '../../../lib/ids.ts';
import { insertRole } from '../enforcer.repo.ts';
import type * as r from '../enforcer.routes.ts';
import { validPermissions, assertUniqueName } from '../enforcer.shared.ts';

export const createRoleHandler: RouteHandler<typeof r.createRoleRoute, AppEnv> = async (c) => {
  const { project } = c.req.valid('query');
  const body = c.req.valid('json');
  const permissions = validPermissions(body.permissions);
  await assertUniqueName(c, project, body.name);
  const { db } = c.get('deps').database;
  const row = await db.transaction(async (tx) => {
    const inserted = await insertRole(tx, project, { id: newId('rol'), name: body.name, description: body.description, permissions });
    await audit(tx, c, { projectId: project, action: 'role.create', target: inserted.id, after: { name: body.name, permissions } });
    return inserted;
  });
  return c.json({ id: row.id, name: row.name, description: row.description, permissions: row.permissions, builtIn: false }, 201);
};
