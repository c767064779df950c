/** The auth service under /v1/auth (spec 001 §7 "Authentication"); one file per operation in handlers/. */
import { createRouter } from '../../lib/openapi.ts';
import { deviceAuthorizeRoute, deviceCodeRoute, healthRoute, jwksRoute, tokenExchangeRoute, tokenVerifyRoute } from './auth.routes.ts';
import { deviceAuthorize, deviceCode } from './handlers/device.ts';
import { tokenExchange } from './handlers/token.ts';
import { tokenVerify } from './handlers/verify.ts';

export const authRouter = createRouter();

authRouter.openapi(healthRoute, (c) => c.json({ status: 'ok' as const }, 200));
authRouter.openapi(jwksRoute, (c) => c.json({ keys: [c.get('deps').keys.jwt.publicJwk as Record<string, unknown>] }, 200));
authRouter.openapi(tokenExchangeRoute, tokenExchange);
authRouter.openapi(tokenVerifyRoute, tokenVerify);
authRouter.openapi(deviceCodeRoute, deviceCode);
authRouter.openapi(deviceAuthorizeRoute, deviceAuthorize);
