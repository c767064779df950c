import type { RouteHandler } from '@hono/zod-openapi';
import { CODES } from '../../../lib/error-codes.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import { getListing } from '../integrations.repo.ts';
import type { getListingRoute } from '../integrations.routes.ts';
import { db, projectCodes } from '../integrations.shared.ts';

export const getListingHandler: RouteHandler<typeof getListingRoute, AppEnv> = async (c) => {
  const { listing } = c.req.valid('param');
  const codes = await projectCodes(c, c.req.valid('query').project);
  const row = await getListing(db(c), listing);
  if (!row) throw notFound('Integration', CODES.INTEGRATION_NOT_FOUND);
  return c.json(codes ? { ...row, installed: codes.has(row.code) } : row, 200);
};
