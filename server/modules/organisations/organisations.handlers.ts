/** The organisations area under /v1/organisations: contracts in organisations.routes.ts, one handler per file. */
import { createRouter } from '../../lib/openapi.ts';
import { createOrganisationHandler } from './handlers/create.ts';
import { getOrganisation } from './handlers/get.ts';
import { listOrganisations } from './handlers/list.ts';
import { createOrganisationRoute, getOrganisationRoute, listOrganisationsRoute } from './organisations.routes.ts';

export const organisationsRouter = createRouter();

organisationsRouter.openapi(listOrganisationsRoute, listOrganisations);
organisationsRouter.openapi(createOrganisationRoute, createOrganisationHandler);
organisationsRouter.openapi(getOrganisationRoute, getOrganisation);
