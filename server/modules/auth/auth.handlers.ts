import { signAccessToken } from '../../lib/auth/jwt.ts';
import { redeemCode } from '../../lib/auth/one-time-codes.ts';
import { ApiError } from '../../lib/errors.ts';
import { createRouter } from '../../lib/openapi.ts';
import { healthRoute, jwksRoute, tokenExchangeRoute } from './auth.routes.ts';

export const authRouter = createRouter();

authRouter.openapi(healthRoute, (c) => c.json({ status: 'ok' as const }, 200));

authRouter.openapi(jwksRoute, (c) => c.json({ keys: [c.get('deps').keys.jwt.publicJwk as Record<string, unknown>] }, 200));

authRouter.openapi(tokenExchangeRoute, async (c) => {
  const { code } = c.req.valid('json');
  const { database, keys } = c.get('deps');
  const redeemed = await redeemCode(database.db, 'authorization_code', code);
  // RFC 6749 §5.2: an unknown, used or expired code is `invalid_grant` (400).
  if (!redeemed) throw new ApiError(400, 'invalid_grant', 'The authorization code is invalid or expired.');
  const token = await signAccessToken(keys, redeemed.userId, redeemed.sessionId ? { sid: redeemed.sessionId } : {});
  return c.json({ token }, 200);
});
