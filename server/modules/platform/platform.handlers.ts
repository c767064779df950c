/** The platform area under /omnis/v3/platform: contracts in platform.routes.ts, one handler per file. */
import { createRouter } from '../../lib/openapi.ts';
import { getActiveTerms } from './handlers/get-active-terms.ts';
import { getPlatform } from './handlers/get-platform.ts';
import { logSearchHandler } from './handlers/log-search.ts';
import { signTermsHandler } from './handlers/sign-terms.ts';
import { getActiveTermsRoute, getPlatformRoute, searchLogRoute, signTermsRoute } from './platform.routes.ts';

export const platformRouter = createRouter();

platformRouter.openapi(getPlatformRoute, getPlatform);
platformRouter.openapi(getActiveTermsRoute, getActiveTerms);
platformRouter.openapi(signTermsRoute, signTermsHandler);
platformRouter.openapi(searchLogRoute, logSearchHandler);
