import type { RouteHandler } from '@hono/zod-openapi';
import { CODES } from '../../../lib/error-codes.ts';
import { audit } from '../../../lib/audit.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import { newInviteToken, sendInviteMail, toInviteDto, updatePendingInvite } from '../invites.repo.ts';
import type { resendInviteRoute } from '../invites.routes.ts';
import { roleNames, inviterName, projectName } from '../invites.shared.ts';

export const resendInviteHandler: RouteHandler<typeof resendInviteRoute, AppEnv> = async (c) => {
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
};
