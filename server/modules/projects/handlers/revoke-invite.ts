import type { RouteHandler } from '@hono/zod-openapi';
import { CODES } from '../../../lib/error-codes.ts';
import { audit } from '../../../lib/audit.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import { toInviteDto, updatePendingInvite } from '../invites.repo.ts';
import type { revokeInviteRoute } from '../invites.routes.ts';
import { roleNames } from '../invites.shared.ts';

export const revokeInviteHandler: RouteHandler<typeof revokeInviteRoute, AppEnv> = async (c) => {
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
};
