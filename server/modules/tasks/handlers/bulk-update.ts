import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { pageTasks, toTaskDto } from '../tasks.repo.ts';
import type { archiveTasksRoute, bulkUpdateTasksRoute } from '../tasks.routes.ts';
import { bulkUpdate } from '../tasks.service.ts';
import type { Context } from 'hono';

async function answer(c: Context<AppEnv>, ids: string[], archived: boolean | undefined) {
  const { projectId, userId } = c.get('access');
  const db = c.get('deps').database.db;
  // Read back with assignees: the changed rows are in one of the two lists.
  const pick = async (inArchive: boolean) =>
    (await pageTasks(db, projectId, {}, { pageSize: 100 }, { userId, archived: inArchive, ids })).items;
  const rows = archived === undefined ? [...(await pick(false)), ...(await pick(true))] : await pick(archived);
  return rows.map(toTaskDto);
}

/** POST /v1/projects/{project}/tasks/bulk — all or nothing. */
export const bulkUpdateTasks: RouteHandler<typeof bulkUpdateTasksRoute, AppEnv> = async (c) => {
  const { projectId, userId } = c.get('access');
  const body = c.req.valid('json');
  const rows = await c.get('deps').database.db.transaction((tx) => bulkUpdate(tx, { projectId, userId }, body));
  return c.json(
    {
      tasks: await answer(
        c,
        rows.map((r) => r.id),
        body.set.archived,
      ),
    },
    200,
  );
};

/** POST /v1/projects/{project}/tasks/archive — archive several, all or nothing. */
export const archiveTasks: RouteHandler<typeof archiveTasksRoute, AppEnv> = async (c) => {
  const { projectId, userId } = c.get('access');
  const { ids } = c.req.valid('json');
  const rows = await c.get('deps').database.db.transaction((tx) => bulkUpdate(tx, { projectId, userId }, { ids, set: { archived: true } }));
  return c.json(
    {
      tasks: await answer(
        c,
        rows.map((r) => r.id),
        true,
      ),
    },
    200,
  );
};
