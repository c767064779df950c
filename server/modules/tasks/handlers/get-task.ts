import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { notFound } from '../../../lib/errors.ts';
import { findTask, toTaskDto } from '../tasks.repo.ts';
import type { getTaskRoute } from '../tasks.routes.ts';

export const getTask: RouteHandler<typeof getTaskRoute, AppEnv> = async (c) => {
  const row = await findTask(c.get('deps').database.db, c.get('access').projectId, c.req.valid('param').id);
  if (!row) throw notFound('Task', CODES.TASK_NOT_FOUND);
  return c.json(toTaskDto(row), 200);
};
