/** The domains routers (mounted at /v1/platform): `/domains` and `/client/domains`. */
import { createRouter } from '../../lib/openapi.ts';
import { clientDomainRoutes, platformDomainRoutes } from './domains.routes.ts';
import { domainHandlers } from './handlers/domains.ts';

export const domainsRouter = createRouter();

for (const [routes, kind] of [
  [platformDomainRoutes, 'platform'],
  [clientDomainRoutes, 'client'],
] as const) {
  const h = domainHandlers(kind);
  domainsRouter.openapi(routes.list, h.list);
  domainsRouter.openapi(routes.create, h.create);
  domainsRouter.openapi(routes.verify, h.verify);
  domainsRouter.openapi(routes.remove, h.remove);
}
