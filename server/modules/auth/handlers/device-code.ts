import type { RouteHandler } from '@hono/zod-openapi';
import { clientIp } from '../../../lib/auth/client-ip.ts';
import { assertNotThrottled } from '../../../lib/auth/throttle.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { fieldError } from '../../../lib/errors.ts';
import type { deviceCodeRoute } from '../auth.routes.ts';
import { createDeviceCode, DEVICE_CODE_TTL_S, DEVICE_POLL_INTERVAL_S, formatUserCode } from '../device.repo.ts';

/** RFC 8628 §3.1–3.2: a device code for the device, a short user code for the person (form or JSON body). */
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
