import { CODES } from '../../lib/error-codes.ts';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Tx } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import type { AppEnv } from '../../lib/context.ts';
import { actorRank, listProjectRoles, removeMember, setMemberRole, userNotFound } from '../../lib/roles.ts';
import { forbidden } from '../../lib/errors.ts';
import { roleRank } from '../../../common/permissions.ts';
import { clearTwoFactor, findMember, type MemberRow, pageMembers } from './users.repo.ts';
import { deleteUserRoute, getUserRoute, listUsersRoute, resetTwoFactorRoute, updateUserRoute } from './users.routes.ts';

async function roleNames(db: Tx, projectId: string) {
  return new Map((await listProjectRoles(db, projectId)).map((r) => [r.id, r.name]));
}

function toDto(row: MemberRow, names: Map<string, string>) {
  return {
    id: row.id,
    email: row.email,
    username: row.username ?? null,
    firstName: row.firstName ?? null,
    lastName: row.lastName ?? null,
    avatar: row.avatar ?? null,
    role: row.role,
    roleName: names.get(row.role) ?? row.role,
    twoFactorEnabled: !!row.totpEnabledAt,
    joinedAt: row.joinedAt,
  };
}

async function getMember(db: Tx, projectId: string, userId: string) {
  const row = await findMember(db, projectId, userId);
  if (!row) throw userNotFound();
  return toDto(row, await roleNames(db, projectId));
}

export function registerUserRoutes(router: OpenAPIHono<AppEnv>) {
  router.openapi(listUsersRoute, async (c) => {
    const { project: projectId } = c.req.valid('param');
    const { search, pageToken, pageSize } = c.req.valid('query');
    const { db } = c.get('deps').database;
    const page = await pageMembers(db, projectId, { search }, { pageSize, pageToken });
    const names = await roleNames(db, projectId);
    return c.json({ users: page.items.map((r) => toDto(r as MemberRow, names)), nextPageToken: page.nextPageToken }, 200);
  });

  router.openapi(getUserRoute, async (c) => {
    const { project: projectId, user } = c.req.valid('param');
    return c.json(await getMember(c.get('deps').database.db, projectId, user), 200);
  });

  router.openapi(updateUserRoute, async (c) => {
    const { project: projectId, user } = c.req.valid('param');
    const access = c.get('access');
    const { role } = c.req.valid('json');
    const { db } = c.get('deps').database;
    await db.transaction((tx) => setMemberRole(tx, c, access, user, role));
    return c.json(await getMember(db, projectId, user), 200);
  });

  router.openapi(deleteUserRoute, async (c) => {
    const { user } = c.req.valid('param');
    const access = c.get('access');
    const { db } = c.get('deps').database;
    await db.transaction((tx) => removeMember(tx, c, access, user));
    return c.json({ ok: true as const }, 200);
  });

  router.openapi(resetTwoFactorRoute, async (c) => {
    const { project: projectId, user } = c.req.valid('param');
    const access = c.get('access');
    const { db } = c.get('deps').database;
    const member = await getMember(db, projectId, user);
    if (roleRank(member.role) > actorRank(access))
      throw forbidden("Only an owner can reset an owner's two-factor authentication.", CODES.ROLE_RANK);
    await db.transaction(async (tx) => {
      await clearTwoFactor(tx, user);
      await audit(tx, c, {
        projectId,
        action: 'member.2fa.reset',
        target: user,
        before: { twoFactorEnabled: member.twoFactorEnabled },
        after: { twoFactorEnabled: false },
      });
    });
    return c.json(await getMember(db, projectId, user), 200);
  });
}
