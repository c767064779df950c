import type { RouteHandler } from '@hono/zod-openapi';
import { CODES } from '../../../lib/error-codes.ts';
import { isPermission } from '../../../../common/permissions.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { rolesGranting } from '../../../lib/roles.ts';
import { accessForUser } from '../enforcer.repo.ts';
import type * as r from '../enforcer.routes.ts';

export const enforceHandler: RouteHandler<typeof r.enforceRoute, AppEnv> = async (c) => {
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
};
