import type { RouteHandler } from '@hono/zod-openapi';
import { CODES } from '../../../lib/error-codes.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import { getListing } from '../integrations.repo.ts';
import type { adminGetRoute } from '../integrations.routes.ts';
import { db } from '../integrations.shared.ts';

export const adminGetHandler: RouteHandler<typeof adminGetRoute, AppEnv> = async (c) => {
  const row = await getListing(db(c), c.req.valid('param').listing, true);
  if (!row) throw notFound('Integration', CODES.INTEGRATION_NOT_FOUND);
  return c.json(row, 200);
};
