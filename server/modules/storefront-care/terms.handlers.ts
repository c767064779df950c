/** The storefront terms router (mounted at /v1/platform). */
import { createRouter } from '../../lib/openapi.ts';
import { listTerms, postTerms } from './handlers/terms.ts';
import { listTermsRoute, postTermsRoute } from './terms.routes.ts';

export const termsRouter = createRouter();

termsRouter.openapi(listTermsRoute, listTerms);
termsRouter.openapi(postTermsRoute, postTerms);
