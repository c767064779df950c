import { CODES } from '../../lib/error-codes.ts';
import type { Context } from 'hono';
import { isPermission, PERMISSIONS, roleRank } from '../../../common/permissions.ts';
import { audit } from '../../lib/audit.ts';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError, notFound, unprocessable } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { createRouter } from '../../lib/openapi.ts';
import { actorRank, findRole, listProjectRoles, rolesGranting, userNotFound } from '../../lib/roles.ts';
import { registerAdminRoutes } from './enforcer.admin.ts';
import { assign, oneUser, unassign } from './enforcer.assign.ts';
import {
  accessForUser,
  deleteRole,
  insertRole,
  pageEnforcerUsers,
  permissionDtos,
  roleCursor,
  roleHasHolders,
  updateRole,
} from './enforcer.repo.ts';
import { paginateArray } from '../../lib/pagination.ts';
import * as r from './enforcer.routes.ts';

export const enforcerRouter = createRouter();

enforcerRouter.openapi(r.healthzRoute, (c) => c.json({ status: 'ok' as const }, 200));

enforcerRouter.openapi(r.enforceRoute, async (c) => {
  const body = c.req.valid('json');
  const { db } = c.get('deps').database;
  const requested = [...new Set(body.permissions)];
  const target = await accessForUser(db, body.project, body.user);
  const granted = target && !target.twoFactorBlocked ? requested.filter((x) => isPermission(x) && target.permissions.has(x)) : [];
  const denied = requested.filter((x) => !granted.includes(x));
  if (!denied.length) return c.json({ permissions: { granted, denied } }, 200);
  const twoFactor = !!target?.twoFactorBlocked;
  return c.json(
    {
      code: twoFactor ? CODES.TWO_FACTOR_REQUIRED : CODES.PERMISSION_DENIED,
      message: twoFactor
        ? 'This project requires two-factor authentication.'
        : `Missing permission${denied.length > 1 ? 's' : ''}: ${denied.join(', ')}.`,
      permissions: { granted, denied },
      resolutions: { roles: await rolesGranting(db, body.project, denied) },
    },
    403,
  );
});

enforcerRouter.openapi(r.listPermissionsRoute, async (c) => {
  const page = paginateArray(await permissionDtos(c.get('deps').database.db), { ...c.req.valid('query'), cursor: (p) => [p.id] });
  return c.json({ permissions: page.items, nextPageToken: page.nextPageToken }, 200);
});
enforcerRouter.openapi(r.getPermissionRoute, async (c) => {
  const { permission } = c.req.valid('param');
  const found = (await permissionDtos(c.get('deps').database.db)).find((x) => x.id === permission);
  if (!found) throw notFound('Permission', CODES.PERMISSION_NOT_FOUND);
  return c.json(found, 200);
});

enforcerRouter.openapi(r.listRolesRoute, async (c) => {
  const { project } = c.req.valid('query');
  const { pageSize, pageToken } = c.req.valid('query');
  const page = paginateArray(await listProjectRoles(c.get('deps').database.db, project), { pageSize, pageToken, cursor: roleCursor });
  return c.json({ roles: page.items, nextPageToken: page.nextPageToken }, 200);
});

function validPermissions(perms: string[]) {
  const bad = perms.filter((x) => !isPermission(x));
  if (bad.length) throw unprocessable({ permissions: bad.map((x) => `${x} is not a permission.`) });
  return [...new Set(perms)];
}

async function assertUniqueName(c: Context<AppEnv>, projectId: string, name: string, exceptId?: string) {
  const roles = await listProjectRoles(c.get('deps').database.db, projectId);
  if (roles.some((x) => x.id !== exceptId && x.name.toLowerCase() === name.toLowerCase())) {
    throw unprocessable({ name: ['A role with this name already exists.'] });
  }
}

enforcerRouter.openapi(r.createRoleRoute, async (c) => {
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
});

enforcerRouter.openapi(r.getRoleRoute, async (c) => {
  const { project } = c.req.valid('query');
  const { role } = c.req.valid('param');
  const found = await findRole(c.get('deps').database.db, project, role);
  if (!found) throw notFound('Role', CODES.ROLE_NOT_FOUND);
  return c.json(found, 200);
});

const builtInLocked = () =>
  new ApiError(422, CODES.ROLE_BUILT_IN, 'Built-in roles cannot be changed or deleted.', {
    role: ['Built-in roles cannot be changed or deleted.'],
  });

enforcerRouter.openapi(r.updateRoleRoute, async (c) => {
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
});

enforcerRouter.openapi(r.deleteRoleRoute, async (c) => {
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
});

enforcerRouter.openapi(r.roleUsersRoute, async (c) => {
  const { project } = c.req.valid('query');
  const { role } = c.req.valid('param');
  const { db } = c.get('deps').database;
  if (!(await findRole(db, project, role))) throw notFound('Role', CODES.ROLE_NOT_FOUND);
  const { pageSize, pageToken } = c.req.valid('query');
  const page = await pageEnforcerUsers(db, project, { role }, { pageSize, pageToken });
  return c.json({ users: page.items, nextPageToken: page.nextPageToken }, 200);
});

enforcerRouter.openapi(r.assignRoleRoute, async (c) => {
  const { role, user } = c.req.valid('param');
  const access = c.get('access');
  return c.json(await assign(c, access, role, user), 200);
});

enforcerRouter.openapi(r.unassignRoleRoute, async (c) => {
  const { role, user } = c.req.valid('param');
  const access = c.get('access');
  return c.json(await unassign(c, access, role, user), 200);
});

enforcerRouter.openapi(r.listUsersRoute, async (c) => {
  const { project, query } = c.req.valid('query');
  const { pageSize, pageToken } = c.req.valid('query');
  const page = await pageEnforcerUsers(c.get('deps').database.db, project, { query }, { pageSize, pageToken });
  return c.json({ users: page.items, nextPageToken: page.nextPageToken }, 200);
});

enforcerRouter.openapi(r.getUserRoute, async (c) => {
  const { project } = c.req.valid('query');
  const { user } = c.req.valid('param');
  return c.json(await oneUser(c, project, user), 200);
});

enforcerRouter.openapi(r.userRolesRoute, async (c) => {
  const { project } = c.req.valid('query');
  const { user } = c.req.valid('param');
  const u = await oneUser(c, project, user);
  const role = await findRole(c.get('deps').database.db, project, u.role.id);
  return c.json({ roles: role ? [role] : [] }, 200);
});

enforcerRouter.openapi(r.userAssignableRolesRoute, async (c) => {
  const { project } = c.req.valid('query');
  const { user } = c.req.valid('param');
  const access = c.get('access');
  const u = await oneUser(c, project, user);
  const roles = await listProjectRoles(c.get('deps').database.db, project);
  const may = access.permissions.has(PERMISSIONS.enforcerRolesAssign) && roleRank(u.role.id) <= actorRank(access);
  return c.json({ roles: may ? roles.filter((x) => roleRank(x.id) <= actorRank(access) && x.id !== u.role.id) : [] }, 200);
});

enforcerRouter.openapi(r.userPermissionsRoute, async (c) => {
  const { project } = c.req.valid('query');
  const { user } = c.req.valid('param');
  const target = await accessForUser(c.get('deps').database.db, project, user);
  if (!target) throw userNotFound();
  return c.json({ permissions: target.twoFactorBlocked ? [] : [...target.permissions] }, 200);
});

registerAdminRoutes(enforcerRouter);
