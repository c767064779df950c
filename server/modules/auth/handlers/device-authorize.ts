import type { RouteHandler } from '@hono/zod-openapi';
import { clientIp } from '../../../lib/auth/client-ip.ts';
import { currentUser } from '../../../lib/auth/middleware.ts';
import { assertNotThrottled, recordFailure } from '../../../lib/auth/throttle.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { fieldError } from '../../../lib/errors.ts';
import type { deviceAuthorizeRoute } from '../auth.routes.ts';
import { decideDeviceCode, normalizeUserCode } from '../device.repo.ts';

export const USER_CODE_INVALID = 'This code is invalid or has expired. Check the code on the device.';

/** Wrong codes count per user and per address (RFC 8628 §5.1: user codes must not be guessable by brute force). */
export const deviceAuthorize: RouteHandler<typeof deviceAuthorizeRoute, AppEnv> = async (c) => {
  const body = c.req.valid('json');
  const { db } = c.get('deps').database;
  const user = currentUser(c);
  const keys = [`device:user:${user.userId}`, `device:ip:${clientIp(c)}`];
  await assertNotThrottled(c, keys);
  const code = normalizeUserCode(body.user_code);
  const decided = code ? await decideDeviceCode(db, code, user.userId, body.approve) : null;
  if (!decided) {
    await recordFailure(db, keys);
    throw fieldError('user_code', USER_CODE_INVALID);
  }
  return c.json({ ok: true, status: decided.status, clientId: decided.clientId }, 200);
};
