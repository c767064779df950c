import type { RouteHandler } from '@hono/zod-openapi';
import { CODES } from '../../../lib/error-codes.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { conflict } from '../../../lib/errors.ts';
import { getListing, insertListing } from '../integrations.repo.ts';
import type { adminCreateRoute } from '../integrations.routes.ts';
import { db, assertCategory } from '../integrations.shared.ts';

export const adminCreateHandler: RouteHandler<typeof adminCreateRoute, AppEnv> = async (c) => {
  const { category, ...body } = c.req.valid('json');
  await assertCategory(c, category);
  const row = await insertListing(db(c), { ...body, categoryCode: category });
  if (!row) throw conflict('An integration with this code already exists.', CODES.INTEGRATION_EXISTS);
  return c.json((await getListing(db(c), row.code, true))!, 201);
};
