import type { RouteHandler } from '@hono/zod-openapi';
import { currentUser } from '../../../lib/auth/middleware.ts';
import { getProjectDtoRow, pageUserProjects, toProjectDto } from '../projects.repo.ts';
import type { listProjectsRoute } from '../projects.routes.ts';
import type { AppEnv } from '../../../lib/context.ts';

export const listProjectsHandler: RouteHandler<typeof listProjectsRoute, AppEnv> = async (c) => {
  const { db } = c.get('deps').database;
  const p = c.get('principal');
  if (p?.kind === 'apiKey') {
    // An API key sees its own project: a list of one.
    const row = await getProjectDtoRow(db, p.projectId, null);
    return c.json({ projects: row ? [toProjectDto(row)] : [], nextPageToken: null }, 200);
  }
  const { pageSize, pageToken } = c.req.valid('query');
  const page = await pageUserProjects(db, currentUser(c).userId, { pageSize, pageToken });
  return c.json({ projects: page.items.map(toProjectDto), nextPageToken: page.nextPageToken }, 200);
};
