import type { RouteHandler } from '@hono/zod-openapi';
import { CODES } from '../../../lib/error-codes.ts';
import { audit } from '../../../lib/audit.ts';
import { notFound } from '../../../lib/errors.ts';
import { newId } from '../../../lib/ids.ts';
import { insertCustomRole, lockCustomRoles, setCustomRolePermissions } from '../projects.repo.ts';
import type { installTemplateRoute } from '../projects.routes.ts';
import { TEMPLATES } from '../templates.ts';
import type { AppEnv } from '../../../lib/context.ts';

export const installTemplateHandler: RouteHandler<typeof installTemplateRoute, AppEnv> = async (c) => {
  const { project: projectId, template: templateId } = c.req.valid('param');
  const body = c.req.valid('json');
  const template = TEMPLATES.find((t) => t.id === templateId);
  if (!template) throw notFound('Template', CODES.TEMPLATE_NOT_FOUND);
  const { db } = c.get('deps').database;
  const result = await db.transaction(async (tx) => {
    const existing = await lockCustomRoles(tx, projectId);
    const created: string[] = [];
    const updated: string[] = [];
    for (const role of template.roles) {
      const same = existing.find((r) => r.name.toLowerCase() === role.name.toLowerCase());
      if (!same) {
        const id = newId('rol');
        await insertCustomRole(tx, projectId, { id, name: role.name, permissions: role.permissions });
        await audit(tx, c, {
          projectId,
          action: 'role.create',
          target: id,
          after: { name: role.name, permissions: role.permissions, template: template.id },
        });
        created.push(id);
      } else if (body.overwrite) {
        await setCustomRolePermissions(tx, projectId, same.id, role.permissions);
        await audit(tx, c, {
          projectId,
          action: 'role.update',
          target: same.id,
          before: { permissions: same.permissions },
          after: { permissions: role.permissions, template: template.id },
        });
        updated.push(same.id);
      }
    }
    return { template: template.id, rolesCreated: created, rolesUpdated: updated };
  });
  return c.json(result, 200);
};
