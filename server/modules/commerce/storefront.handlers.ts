/**
 * The platform object under /v1/platform: contracts in storefront.routes.ts, one handler per file in handlers/.
 * The orders router (orders.handlers.ts) is mounted at the same base path.
 */
import { createRouter } from '../../lib/openapi.ts';
import { getPlatform } from './handlers/get-platform.ts';
import { updatePlatform } from './handlers/update-platform.ts';
import { getPlatformRoute, updatePlatformRoute } from './storefront.routes.ts';

export const storefrontRouter = createRouter();

storefrontRouter.openapi(getPlatformRoute, getPlatform);
storefrontRouter.openapi(updatePlatformRoute, updatePlatform);
