/**
 * GET /omnis/v3/dashboard/user/accept-invite/{token}: the signed-in user redeems the emailed invite link.
 * Single use (claimed atomically), expiring, bound to the invited email address. Mounted at the user base
 * path in modules/index.ts.
 */
import { CODES } from '../../lib/error-codes.ts';
import { access } from '../../lib/access.ts';
import { z } from '@hono/zod-openapi';
import { audit } from '../../lib/audit.ts';
import { currentUser } from '../../lib/auth/middleware.ts';
import { ApiError, forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import { createRouter, defineRoute, errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { addMember, findRole } from '../../lib/roles.ts';
import { findUser, hashInviteToken, lockInviteByToken, markInviteAccepted, projectNameOf } from './invites.repo.ts';

export const AcceptInviteResult = z
  .object({
    project: z.object({ id: z.string(), name: z.string() }),
    role: z.string(),
    roleName: z.string(),
    alreadyMember: z.boolean(),
  })
  .openapi('AcceptInviteResult');

export const acceptInviteRoute = defineRoute({
  method: 'get',
  path: '/accept-invite/{token}',
  access: access.user(),
  tags: ['Account'],
  summary: 'Accept a project invite (signed-in user; the link works once)',
  request: {
    params: z.object({
      token: z
        .string()
        .min(1)
        .max(200)
        .openapi({ param: { name: 'token', in: 'path' } }),
    }),
  },
  responses: {
    200: jsonResponse(AcceptInviteResult, 'Joined'),
    403: errorResponses[403],
    410: {
      description: 'The invite has expired',
      content: { 'application/json': { schema: z.object({ code: z.string(), message: z.string() }) } },
    },
  },
});

export const acceptInviteRouter = createRouter();

acceptInviteRouter.openapi(acceptInviteRoute, async (c) => {
  const me = currentUser(c);
  const { token } = c.req.valid('param');
  const { db } = c.get('deps').database;
  const result = await db.transaction(async (tx) => {
    const user = await findUser(tx, me.userId);
    if (!user) throw unauthorized();
    const invite = await lockInviteByToken(tx, hashInviteToken(token));
    if (!invite) throw notFound('Invite', CODES.INVITE_NOT_FOUND);
    if (Date.parse(invite.expiresAt) <= Date.now()) {
      throw new ApiError(410, CODES.INVITE_EXPIRED, 'This invite has expired. Ask the project for a new one.');
    }
    if (invite.email.toLowerCase() !== user.email.toLowerCase()) {
      throw forbidden(`This invite was sent to ${invite.email}. Sign in with that address to accept it.`, CODES.INVITE_EMAIL_MISMATCH);
    }
    const role = (await findRole(tx, invite.projectId, invite.role)) ?? (await findRole(tx, invite.projectId, 'member'))!;
    await markInviteAccepted(tx, invite.projectId, invite.id, user.id);
    await audit(tx, c, {
      projectId: invite.projectId,
      action: 'invite.accept',
      target: invite.id,
      before: { status: 'pending' },
      after: { status: 'accepted', userId: user.id },
    });
    const added = await addMember(tx, c, invite.projectId, user.id, role.id, `invite:${invite.id}`);
    const project = { id: invite.projectId, name: (await projectNameOf(tx, invite.projectId)) ?? '' };
    return { project, role: role.id, roleName: role.name, alreadyMember: !added };
  });
  return c.json(result, 200);
});
