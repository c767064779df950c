import type { RouteHandler } from '@hono/zod-openapi';
import { getMember } from '../users.shared.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { audit } from '../../../lib/audit.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { actorRank } from '../../../lib/roles.ts';
import { forbidden } from '../../../lib/errors.ts';
import { roleRank } from '../../../../common/permissions.ts';
import { clearTwoFactor } from '../users.repo.ts';
import type { resetTwoFactorRoute } from '../users.routes.ts';

export const resetTwoFactorHandler: RouteHandler<typeof resetTwoFactorRoute, AppEnv> = async (c) => {
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
};
