import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { notFound } from '../../../lib/errors.ts';
import { deleteTask as remove } from '../tasks.repo.ts';
import type { deleteTaskRoute } from '../tasks.routes.ts';

export const deleteTask: RouteHandler<typeof deleteTaskRoute, AppEnv> = async (c) => {
  const { projectId } = c.get('access');
  const { id } = c.req.valid('param');
  const row = await c.get('deps').database.db.transaction((tx) => remove(tx, projectId, id));
  if (!row) throw notFound('Task', CODES.TASK_NOT_FOUND);
  return c.json({ ok: true as const }, 200);
};
