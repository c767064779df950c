import type { RouteHandler } from '@hono/zod-openapi';
import { CODES } from '../../../lib/error-codes.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import { deleteListing } from '../integrations.repo.ts';
import type { adminDeleteRoute } from '../integrations.routes.ts';
import { db } from '../integrations.shared.ts';

export const adminDeleteHandler: RouteHandler<typeof adminDeleteRoute, AppEnv> = async (c) => {
  const row = await deleteListing(db(c), c.req.valid('param').listing);
  if (!row) throw notFound('Integration', CODES.INTEGRATION_NOT_FOUND);
  return c.body(null, 204);
};
