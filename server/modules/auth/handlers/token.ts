import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ACCESS_TOKEN_TTL_S, signAccessToken } from '../../../lib/auth/jwt.ts';
import { redeemCode } from '../../../lib/auth/one-time-codes.ts';
import type { AppEnv } from '../../../lib/context.ts';
import type { tokenExchangeRoute } from '../auth.routes.ts';
import { pollDeviceCode } from '../device.repo.ts';

const DESCRIPTIONS = {
  invalid_grant: 'The code is invalid, used or expired.',
  authorization_pending: 'The user has not approved the device yet.',
  slow_down: 'Polling too fast: wait the interval (now 5 s longer) between requests.',
  expired_token: 'The device code has expired. Start again.',
  access_denied: 'The user denied the device.',
} as const;

/** RFC 6749 §5.2 error answer (400): `{error, error_description}`, exactly as the contract documents it. */
function oauthError(c: Context<AppEnv>, error: keyof typeof DESCRIPTIONS) {
  c.header('Cache-Control', 'no-store');
  return c.json({ error, error_description: DESCRIPTIONS[error] }, 400);
}

export const tokenExchange: RouteHandler<typeof tokenExchangeRoute, AppEnv> = async (c) => {
  const { database, keys } = c.get('deps');
  const isForm = (c.req.header('content-type') ?? '').includes('application/x-www-form-urlencoded');
  if (isForm) {
    const form = c.req.valid('form');
    if (!('grant_type' in form)) return oauthError(c, 'invalid_grant');
    const poll = await pollDeviceCode(database.db, form.device_code, form.client_id);
    if (poll.kind === 'error') return oauthError(c, poll.error);
    const token = await signAccessToken(keys, poll.userId);
    c.header('Cache-Control', 'no-store');
    return c.json({ token, access_token: token, token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_S }, 200);
  }
  const body = c.req.valid('json');
  if (!('code' in body)) return oauthError(c, 'invalid_grant');
  const { code } = body;
  const redeemed = await redeemCode(database.db, 'authorization_code', code);
  // RFC 6749 §5.2: an unknown, used or expired code is `invalid_grant` (400).
  if (!redeemed) return oauthError(c, 'invalid_grant');
  const token = await signAccessToken(keys, redeemed.userId, redeemed.sessionId ? { sid: redeemed.sessionId } : {});
  c.header('Cache-Control', 'no-store');
  return c.json({ token }, 200);
};
