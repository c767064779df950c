import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { pageTasks, toTaskDto } from '../tasks.repo.ts';
import type { listArchivedTasksRoute, listTasksRoute } from '../tasks.routes.ts';

/** GET /v1/projects/{project}/tasks — live tasks. */
export const listTasks: RouteHandler<typeof listTasksRoute, AppEnv> = async (c) => {
  const { projectId, userId } = c.get('access');
  const { pageSize, pageToken, ...filter } = c.req.valid('query');
  const page = await pageTasks(c.get('deps').database.db, projectId, filter, { pageSize, pageToken }, { userId });
  return c.json({ tasks: page.items.map(toTaskDto), nextPageToken: page.nextPageToken }, 200);
};

/** GET /v1/projects/{project}/tasks/archive — archived tasks. */
export const listArchivedTasks: RouteHandler<typeof listArchivedTasksRoute, AppEnv> = async (c) => {
  const { projectId, userId } = c.get('access');
  const { pageSize, pageToken, ...filter } = c.req.valid('query');
  const page = await pageTasks(c.get('deps').database.db, projectId, filter, { pageSize, pageToken }, { userId, archived: true });
  return c.json({ tasks: page.items.map(toTaskDto), nextPageToken: page.nextPageToken }, 200);
};
