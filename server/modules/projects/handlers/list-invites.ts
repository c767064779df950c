import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { pagePendingInvites, toInviteDto } from '../invites.repo.ts';
import type { listInvitesRoute } from '../invites.routes.ts';
import { roleNames } from '../invites.shared.ts';

export const listInvitesHandler: RouteHandler<typeof listInvitesRoute, AppEnv> = async (c) => {
  const { project: projectId } = c.req.valid('param');
  const { search, pageToken, pageSize } = c.req.valid('query');
  const { db } = c.get('deps').database;
  const page = await pagePendingInvites(db, projectId, { search }, { pageSize, pageToken });
  const names = await roleNames(db, projectId);
  return c.json({ invites: page.items.map((r) => toInviteDto(r, names)), nextPageToken: page.nextPageToken }, 200);
};
