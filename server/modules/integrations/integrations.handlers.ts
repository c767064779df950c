/** The integrations catalogue under /v1/integrations (and its admin listings): one handler per file in handlers/. */
import { createRouter } from '../../lib/openapi.ts';
import {
  adminCreateRoute,
  adminDeleteRoute,
  adminGetRoute,
  adminListRoute,
  adminUpdateRoute,
  getCategoryRoute,
  getListingRoute,
  getProductRoute,
  listCategoriesRoute,
  listDefinitionsRoute,
  listListingsRoute,
  listProductsRoute,
} from './integrations.routes.ts';
import { listDefinitionsHandler } from './handlers/list-definitions.ts';
import { listCategoriesHandler } from './handlers/list-categories.ts';
import { getCategoryHandler } from './handlers/get-category.ts';
import { listListingsHandler } from './handlers/list-listings.ts';
import { getListingHandler } from './handlers/get-listing.ts';
import { getProductHandler } from './handlers/get-product.ts';
import { listProductsHandler } from './handlers/list-products.ts';
import { adminListHandler } from './handlers/admin-list.ts';
import { adminCreateHandler } from './handlers/admin-create.ts';
import { adminGetHandler } from './handlers/admin-get.ts';
import { adminUpdateHandler } from './handlers/admin-update.ts';
import { adminDeleteHandler } from './handlers/admin-delete.ts';

export const integrationsRouter = createRouter();

integrationsRouter.openapi(listDefinitionsRoute, listDefinitionsHandler);
integrationsRouter.openapi(listCategoriesRoute, listCategoriesHandler);
integrationsRouter.openapi(getCategoryRoute, getCategoryHandler);
integrationsRouter.openapi(listListingsRoute, listListingsHandler);
integrationsRouter.openapi(getListingRoute, getListingHandler);
integrationsRouter.openapi(getProductRoute, getProductHandler);
integrationsRouter.openapi(listProductsRoute, listProductsHandler);
integrationsRouter.openapi(adminListRoute, adminListHandler);
integrationsRouter.openapi(adminCreateRoute, adminCreateHandler);
integrationsRouter.openapi(adminGetRoute, adminGetHandler);
integrationsRouter.openapi(adminUpdateRoute, adminUpdateHandler);
integrationsRouter.openapi(adminDeleteRoute, adminDeleteHandler);
