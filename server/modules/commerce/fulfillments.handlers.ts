/** The fulfillments router (mounted at /v1/platform). */
import { createRouter } from '../../lib/openapi.ts';
import { getFulfillmentRoute, listAvailableFulfillersRoute, updateFulfillmentRoute } from './fulfillments.routes.ts';
import { getFulfillment } from './handlers/get-fulfillment.ts';
import { listAvailableFulfillers } from './handlers/list-available-fulfillers.ts';
import { updateFulfillment } from './handlers/update-fulfillment.ts';

export const fulfillmentsRouter = createRouter();

fulfillmentsRouter.openapi(getFulfillmentRoute, getFulfillment);
fulfillmentsRouter.openapi(updateFulfillmentRoute, updateFulfillment);
fulfillmentsRouter.openapi(listAvailableFulfillersRoute, listAvailableFulfillers);
