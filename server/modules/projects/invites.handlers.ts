import { CODES } from '../../lib/error-codes.ts';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { roleRank } from '../../../common/permissions.ts';
import { audit } from '../../lib/audit.ts';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { actorRank, findRole, listProjectRoles } from '../../lib/roles.ts';
import {
  displayNameOf,
  insertInvite,
  isMemberByEmail,
  lockOpenInvite,
  newInviteToken,
  pagePendingInvites,
  projectNameOf,
  sendInviteMail,
  toInviteDto,
  updatePendingInvite,
} from './invites.repo.ts';
import { createInviteRoute, listInvitesRoute, resendInviteRoute, revokeInviteRoute } from './invites.routes.ts';
import type { Context } from 'hono';
import type { Tx } from '../../db/client.ts';

async function roleNames(db: Tx, projectId: string) {
  return new Map((await listProjectRoles(db, projectId)).map((r) => [r.id, r.name]));
}

async function inviterName(db: Tx, c: Context<AppEnv>) {
  const p = c.get('principal');
  if (p?.kind !== 'user') return null;
  return displayNameOf(db, p.userId);
}

async function projectName(db: Tx, projectId: string) {
  return (await projectNameOf(db, projectId)) ?? 'a project';
}

export function registerInviteRoutes(router: OpenAPIHono<AppEnv>) {
  router.openapi(listInvitesRoute, async (c) => {
    const { project: projectId } = c.req.valid('param');
    const { search, pageToken, pageSize } = c.req.valid('query');
    const { db } = c.get('deps').database;
    const page = await pagePendingInvites(db, projectId, { search }, { pageSize, pageToken });
    const names = await roleNames(db, projectId);
    return c.json({ invites: page.items.map((r) => toInviteDto(r, names)), nextPageToken: page.nextPageToken }, 200);
  });

  router.openapi(createInviteRoute, async (c) => {
    const { project: projectId } = c.req.valid('param');
    const access = c.get('access');
    const body = c.req.valid('json');
    const { db } = c.get('deps').database;
    const role = await findRole(db, projectId, body.role);
    if (!role) throw fieldError('role', 'There is no such role in this project.');
    if (roleRank(role.id) > actorRank(access)) throw forbidden('Only an owner can invite another owner.', CODES.ROLE_RANK);
    if (await isMemberByEmail(db, projectId, body.email)) throw fieldError('email', 'This person is already a member of the project.');
    const { token, tokenHash, expiresAt } = newInviteToken();
    const row = await db.transaction(async (tx) => {
      if (await lockOpenInvite(tx, projectId, body.email))
        throw new ApiError(422, CODES.INVITE_PENDING, 'An invite to this email is already pending: resend it instead.', {
          email: ['An invite to this email is already pending: resend it instead.'],
        });
      const inserted = await insertInvite(tx, projectId, {
        id: newId('inv'),
        email: body.email,
        role: role.id,
        tokenHash,
        expiresAt,
        invitedBy: access.userId,
      });
      await audit(tx, c, {
        projectId,
        action: 'invite.create',
        target: inserted.id,
        after: { email: body.email, role: role.id, expiresAt },
      });
      return inserted;
    });
    await sendInviteMail(c, { email: row.email, projectName: await projectName(db, projectId), inviter: await inviterName(db, c), token });
    return c.json(toInviteDto(row, await roleNames(db, projectId)), 201);
  });

  router.openapi(resendInviteRoute, async (c) => {
    const { project: projectId, invite } = c.req.valid('param');
    const { db } = c.get('deps').database;
    const { token, tokenHash, expiresAt } = newInviteToken();
    const now = new Date().toISOString();
    const row = await db.transaction(async (tx) => {
      const updated = await updatePendingInvite(tx, projectId, invite, { tokenHash, expiresAt, sentAt: now });
      if (!updated) throw notFound('Invite', CODES.INVITE_NOT_FOUND);
      await audit(tx, c, { projectId, action: 'invite.resend', target: invite, after: { expiresAt } });
      return updated;
    });
    await sendInviteMail(c, { email: row.email, projectName: await projectName(db, projectId), inviter: await inviterName(db, c), token });
    return c.json(toInviteDto(row, await roleNames(db, projectId)), 200);
  });

  router.openapi(revokeInviteRoute, async (c) => {
    const { project: projectId, invite } = c.req.valid('param');
    const { db } = c.get('deps').database;
    const row = await db.transaction(async (tx) => {
      const updated = await updatePendingInvite(tx, projectId, invite, { revokedAt: new Date().toISOString() });
      if (!updated) throw notFound('Invite', CODES.INVITE_NOT_FOUND);
      await audit(tx, c, {
        projectId,
        action: 'invite.revoke',
        target: invite,
        before: { email: updated.email, role: updated.role },
        after: null,
      });
      return updated;
    });
    return c.json(toInviteDto(row, await roleNames(db, projectId)), 200);
  });
}
