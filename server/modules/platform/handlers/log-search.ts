import type { RouteHandler } from '@hono/zod-openapi';
import { currentUser } from '../../../lib/auth/middleware.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { logSearch } from '../platform.repo.ts';
import type { searchLogRoute } from '../platform.routes.ts';
import { projectOf, requestPlatform } from '../platform.shared.ts';

export const logSearchHandler: RouteHandler<typeof searchLogRoute, AppEnv> = async (c) => {
  const body = c.req.valid('json');
  const { project } = c.req.valid('query');
  const { userId } = currentUser(c);
  const platform = await requestPlatform(c);
  const projectId = await projectOf(c, project);
  const id = await logSearch(c.get('deps').database.db, { ...body, platformId: platform.id, userId, projectId });
  return c.json({ id }, 201);
};
