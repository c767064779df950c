import type { RouteHandler } from '@hono/zod-openapi';
import { currentUser } from '../../../lib/auth/middleware.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { notFound } from '../../../lib/errors.ts';
import type { getOrganisationRoute } from '../organisations.routes.ts';
import { findVisibleOrganisation, toOrganisationDtos } from '../organisations.repo.ts';

export const getOrganisation: RouteHandler<typeof getOrganisationRoute, AppEnv> = async (c) => {
  const { userId } = currentUser(c);
  const { db } = c.get('deps').database;
  const org = await findVisibleOrganisation(db, userId, c.req.valid('param').organisationId);
  if (!org) throw notFound('Organisation', CODES.ORGANISATION_NOT_FOUND);
  const [dto] = await toOrganisationDtos(db, userId, [org]);
  return c.json(dto!, 200);
};
