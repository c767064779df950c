import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { findTask, toTaskDto } from '../tasks.repo.ts';
import type { createTaskRoute } from '../tasks.routes.ts';
import { createTask as create } from '../tasks.service.ts';

export const createTask: RouteHandler<typeof createTaskRoute, AppEnv> = async (c) => {
  const { projectId, userId } = c.get('access');
  const db = c.get('deps').database.db;
  const row = await db.transaction((tx) => create(tx, { projectId, userId }, c.req.valid('json')));
  return c.json(toTaskDto((await findTask(db, projectId, row.id))!), 201);
};
