import type { RouteHandler } from '@hono/zod-openapi';
import { currentUser } from '../../../lib/auth/middleware.ts';
import type { AppEnv } from '../../../lib/context.ts';
import type { createOrganisationRoute } from '../organisations.routes.ts';
import { createOrganisation, toOrganisationDtos } from '../organisations.repo.ts';

export const createOrganisationHandler: RouteHandler<typeof createOrganisationRoute, AppEnv> = async (c) => {
  const { userId } = currentUser(c);
  const { db } = c.get('deps').database;
  const org = await createOrganisation(db, userId, c.req.valid('json').name);
  const [dto] = await toOrganisationDtos(db, userId, [org]);
  return c.json(dto!, 201);
};
