import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { notFound } from '../../../lib/errors.ts';
import { findCustomer, toCustomerDto } from '../customers.repo.ts';
import type { getCustomerRoute } from '../customers.routes.ts';
import { requireStorefront } from '../storefront.repo.ts';

/** GET /v1/platform/{platformId}/customers/{customerId} — access (platform.customers.get) is checked by the route. */
export const getCustomer: RouteHandler<typeof getCustomerRoute, AppEnv> = async (c) => {
  const { projectId } = c.get('access');
  const db = c.get('deps').database.db;
  const { platformId, customerId } = c.req.valid('param');
  await requireStorefront(db, projectId, platformId);
  const row = await findCustomer(db, projectId, customerId);
  if (!row) throw notFound('Customer', CODES.CUSTOMER_NOT_FOUND);
  return c.json(toCustomerDto(row), 200);
};
