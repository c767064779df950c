import type { RouteHandler } from '@hono/zod-openapi';
import { CODES } from '../../../lib/error-codes.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import { getListing, updateListing } from '../integrations.repo.ts';
import type { adminUpdateRoute } from '../integrations.routes.ts';
import { db, assertCategory } from '../integrations.shared.ts';

export const adminUpdateHandler: RouteHandler<typeof adminUpdateRoute, AppEnv> = async (c) => {
  const { listing } = c.req.valid('param');
  const { category, ...body } = c.req.valid('json');
  await assertCategory(c, category);
  const row = await updateListing(db(c), listing, { ...body, ...(category ? { categoryCode: category } : {}) });
  if (!row) throw notFound('Integration', CODES.INTEGRATION_NOT_FOUND);
  return c.json((await getListing(db(c), listing, true))!, 200);
};
