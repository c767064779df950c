import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { pageEnforcerUsers } from '../enforcer.repo.ts';
import type * as r from '../enforcer.routes.ts';

export const listUsersHandler: RouteHandler<typeof r.listUsersRoute, AppEnv> = async (c) => {
  const { project, query } = c.req.valid('query');
  const { pageSize, pageToken } = c.req.valid('query');
  const page = await pageEnforcerUsers(c.get('deps').database.db, project, { query }, { pageSize, pageToken });
  return c.json({ users: page.items, nextPageToken: page.nextPageToken }, 200);
};
