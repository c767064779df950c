import type { RouteHandler } from '@hono/zod-openapi';
import { CODES } from '../../../lib/error-codes.ts';
import { roleRank } from '../../../../common/permissions.ts';
import { audit } from '../../../lib/audit.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { ApiError, fieldError, forbidden } from '../../../lib/errors.ts';
import { newId } from '../../../lib/ids.ts';
import { actorRank, findRole } from '../../../lib/roles.ts';
import { insertInvite, isMemberByEmail, lockOpenInvite, newInviteToken, sendInviteMail, toInviteDto } from '../invites.repo.ts';
import type { createInviteRoute } from '../invites.routes.ts';
import { roleNames, inviterName, projectName } from '../invites.shared.ts';

export const createInviteHandler: RouteHandler<typeof createInviteRoute, AppEnv> = async (c) => {
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
};
