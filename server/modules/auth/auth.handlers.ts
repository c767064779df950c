/** The auth service under /v1/auth (spec 001 §7 "Authentication"): contracts in auth.routes.ts, one handler per file. */
import { createRouter } from '../../lib/openapi.ts';
import { deviceAuthorizeRoute, deviceCodeRoute, healthRoute, jwksRoute, tokenExchangeRoute, tokenVerifyRoute } from './auth.routes.ts';
import { deviceAuthorize } from './handlers/device-authorize.ts';
import { deviceCode } from './handlers/device-code.ts';
import { authHealth } from './handlers/health.ts';
import { jwks } from './handlers/jwks.ts';
import { tokenExchange } from './handlers/token.ts';
import { tokenVerify } from './handlers/verify.ts';

export const authRouter = createRouter();

authRouter.openapi(healthRoute, authHealth);
authRouter.openapi(jwksRoute, jwks);
authRouter.openapi(tokenExchangeRoute, tokenExchange);
authRouter.openapi(tokenVerifyRoute, tokenVerify);
authRouter.openapi(deviceCodeRoute, deviceCode);
authRouter.openapi(deviceAuthorizeRoute, deviceAuthorize);
