import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { findTask, toTaskDto } from '../tasks.repo.ts';
import type { updateTaskRoute } from '../tasks.routes.ts';
import { updateTask as update } from '../tasks.service.ts';

export const updateTask: RouteHandler<typeof updateTaskRoute, AppEnv> = async (c) => {
  const { projectId, userId } = c.get('access');
  const { id } = c.req.valid('param');
  const db = c.get('deps').database.db;
  await db.transaction((tx) => update(tx, { projectId, userId }, id, c.req.valid('json')));
  return c.json(toTaskDto((await findTask(db, projectId, id))!), 200);
};
