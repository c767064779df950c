import type { RouteHandler } from '@hono/zod-openapi';
import { roleNames, toDto } from '../users.shared.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { type MemberRow, pageMembers } from '../users.repo.ts';
import type { listUsersRoute } from '../users.routes.ts';

export const listUsersHandler: RouteHandler<typeof listUsersRoute, AppEnv> = async (c) => {
  const { project: projectId } = c.req.valid('param');
  const { search, sort, pageToken, pageSize } = c.req.valid('query');
  const { db } = c.get('deps').database;
  const page = await pageMembers(db, projectId, { search, sort }, { pageSize, pageToken });
  const names = await roleNames(db, projectId);
  return c.json({ users: page.items.map((r) => toDto(r as MemberRow, names)), nextPageToken: page.nextPageToken }, 200);
};
