import type { RouteHandler } from '@hono/zod-openapi';
import { clientIp } from '../../../lib/auth/client-ip.ts';
import { currentUser } from '../../../lib/auth/middleware.ts';
import { assertNotThrottled, recordFailure } from '../../../lib/auth/throttle.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { fieldError } from '../../../lib/errors.ts';
import type { deviceAuthorizeRoute, deviceCodeRoute } from '../auth.routes.ts';
import {
  createDeviceCode,
  DEVICE_CODE_TTL_S,
  DEVICE_POLL_INTERVAL_S,
  decideDeviceCode,
  formatUserCode,
  normalizeUserCode,
} from '../device.repo.ts';

export const USER_CODE_INVALID = 'This code is invalid or has expired. Check the code on the device.';

export const deviceCode: RouteHandler<typeof deviceCodeRoute, AppEnv> = async (c) => {
  const isForm = (c.req.header('content-type') ?? '').includes('application/x-www-form-urlencoded');
  const body = isForm ? c.req.valid('form') : c.req.valid('json');
  if (!body.client_id) throw fieldError('client_id', 'The client_id is required.');
  const { database, config } = c.get('deps');
  const keys = [`device-code:ip:${clientIp(c)}`];
  await assertNotThrottled(c, keys);
  const { deviceCode: code, userCode } = await createDeviceCode(database.db, body.client_id, body.scope);
  const base = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  c.header('Cache-Control', 'no-store');
  return c.json(
    {
      device_code: code,
      user_code: formatUserCode(userCode),
      verification_uri: new URL('/device', base).toString(),
      verification_uri_complete: new URL(`/auth/${formatUserCode(userCode)}`, base).toString(),
      expires_in: DEVICE_CODE_TTL_S,
      interval: DEVICE_POLL_INTERVAL_S,
    },
    200,
  );
};

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
