import type { RouteHandler } from '@hono/zod-openapi';
import { currentUser } from '../../../lib/auth/middleware.ts';
import type { AppEnv } from '../../../lib/context.ts';
import type { listOrganisationsRoute } from '../organisations.routes.ts';
import { pageVisibleOrganisations, toOrganisationDtos } from '../organisations.repo.ts';

export const listOrganisations: RouteHandler<typeof listOrganisationsRoute, AppEnv> = async (c) => {
  const { userId } = currentUser(c);
  const { db } = c.get('deps').database;
  const page = await pageVisibleOrganisations(db, userId, c.req.valid('query'));
  return c.json({ organisations: await toOrganisationDtos(db, userId, page.items), nextPageToken: page.nextPageToken }, 200);
};
