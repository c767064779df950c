import type { RouteHandler } from '@hono/zod-openapi';
import { toDto } from '../users.shared.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { pageMembers, roleNameOf } from '../users.repo.ts';
import type { listUsersRoute } from '../users.routes.ts';

export const listUsersHandler: RouteHandler<typeof listUsersRoute, AppEnv> = async (c) => {
  const { project: projectId } = c.req.valid('param');
  const { search, sort, pageToken, pageSize } = c.req.valid('query');
  const { db } = c.get('deps').database;
  const page = await pageMembers(db, projectId, { search, sort }, { pageSize, pageToken });
  return c.json({ users: page.items.map((r) => toDto(r, roleNameOf(r))), nextPageToken: page.nextPageToken }, 200);
};
