/** The customers router (mounted at /v1/platform): `export` is registered before `{customerId}`. */
import { createRouter } from '../../lib/openapi.ts';
import { exportCustomersRoute, getCustomerRoute, listCustomersRoute } from './customers.routes.ts';
import { exportCustomers } from './handlers/export-customers.ts';
import { getCustomer } from './handlers/get-customer.ts';
import { listCustomers } from './handlers/list-customers.ts';

export const customersRouter = createRouter();

customersRouter.openapi(listCustomersRoute, listCustomers);
customersRouter.openapi(exportCustomersRoute, exportCustomers);
// (enquiries, another issue, goes here: before {customerId})
customersRouter.openapi(getCustomerRoute, getCustomer);
