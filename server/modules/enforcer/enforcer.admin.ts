/** Admin calls: platform administrators (users.isAdmin) only; everyone else gets 403 ADMIN_REQUIRED. */
import { CODES } from '../../lib/error-codes.ts';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ALL_PERMISSIONS, isPermission } from '../../../common/permissions.ts';
import type { projectRoles } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { currentUser } from '../../lib/auth/middleware.ts';
import type { ProjectAccess } from '../../lib/auth/project-scope.ts';
import type { AppEnv } from '../../lib/context.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { builtInRoles } from '../../lib/roles.ts';
import { assign, unassign } from './enforcer.assign.ts';
import {
  allCustomRoles,
  findCustomRoleAnywhere,
  pageAudit,
  permissionDtos,
  projectExists,
  roleCursor,
  setPermissionNote,
  updateRole,
} from './enforcer.repo.ts';
import { paginateArray } from '../../lib/pagination.ts';
import * as r from './enforcer.routes.ts';

async function adminAccess(c: Context<AppEnv>, projectId: string): Promise<ProjectAccess> {
  const me = currentUser(c);
  if (!(await projectExists(c.get('deps').database.db, projectId))) throw notFound('Project', CODES.PROJECT_NOT_FOUND);
  return { projectId, userId: me.userId, role: null, permissions: new Set(ALL_PERMISSIONS), isPlatformAdmin: true };
}

type RoleRow = typeof projectRoles.$inferSelect;
const customDto = (x: RoleRow) => ({
  id: x.id,
  name: x.name,
  description: x.description,
  permissions: x.permissions,
  builtIn: false,
  projectId: x.projectId,
});

async function findAnyRole(c: Context<AppEnv>, role: string) {
  const built = builtInRoles().find((x) => x.id === role);
  if (built) return { ...built, projectId: null };
  const row = await findCustomRoleAnywhere(c.get('deps').database.db, role);
  return row ? customDto(row) : null;
}

export function registerAdminRoutes(router: OpenAPIHono<AppEnv>) {
  router.openapi(r.adminListRolesRoute, async (c) => {
    const { project, pageSize, pageToken } = c.req.valid('query');
    const rows = await allCustomRoles(c.get('deps').database.db, project);
    const all = [...builtInRoles().map((x) => ({ ...x, projectId: null })), ...rows.map(customDto)];
    const page = paginateArray(all, { pageSize, pageToken, cursor: roleCursor });
    return c.json({ roles: page.items, nextPageToken: page.nextPageToken }, 200);
  });

  router.openapi(r.adminGetRoleRoute, async (c) => {
    const found = await findAnyRole(c, c.req.valid('param').role);
    if (!found) throw notFound('Role', CODES.ROLE_NOT_FOUND);
    return c.json(found, 200);
  });

  router.openapi(r.adminUpdateRoleRoute, async (c) => {
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
  });

  router.openapi(r.adminListPermissionsRoute, async (c) => {
    const page = paginateArray(await permissionDtos(c.get('deps').database.db), { ...c.req.valid('query'), cursor: (p) => [p.id] });
    return c.json({ permissions: page.items, nextPageToken: page.nextPageToken }, 200);
  });

  router.openapi(r.adminGetPermissionRoute, async (c) => {
    const found = (await permissionDtos(c.get('deps').database.db)).find((x) => x.id === c.req.valid('param').permission);
    if (!found) throw notFound('Permission', CODES.PERMISSION_NOT_FOUND);
    return c.json(found, 200);
  });

  router.openapi(r.adminUpdatePermissionRoute, async (c) => {
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
  });

  router.openapi(r.adminAssignRoleRoute, async (c) => {
    const { project } = c.req.valid('query');
    const { role, user } = c.req.valid('param');
    return c.json(await assign(c, await adminAccess(c, project), role, user), 200);
  });

  router.openapi(r.adminUnassignRoleRoute, async (c) => {
    const { project } = c.req.valid('query');
    const { role, user } = c.req.valid('param');
    return c.json(await unassign(c, await adminAccess(c, project), role, user), 200);
  });

  router.openapi(r.adminAuditRoute, async (c) => {
    const { query, project, pageToken, pageSize } = c.req.valid('query');
    const page = await pageAudit(c.get('deps').database.db, { query, project }, { pageSize, pageToken });
    return c.json({ entries: page.items, nextPageToken: page.nextPageToken }, 200);
  });
}
