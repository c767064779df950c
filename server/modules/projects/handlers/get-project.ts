import type { RouteHandler } from '@hono/zod-openapi';
import { CODES } from '../../../lib/error-codes.ts';
import { notFound } from '../../../lib/errors.ts';
import { getProjectDtoRow, toProjectDto } from '../projects.repo.ts';
import type { getProjectRoute } from '../projects.routes.ts';
import type { AppEnv } from '../../../lib/context.ts';

export const getProjectHandler: RouteHandler<typeof getProjectRoute, AppEnv> = async (c) => {
  const { project: projectId } = c.req.valid('param');
  const access = c.get('access');
  const { db } = c.get('deps').database;
  const row = await getProjectDtoRow(db, projectId, access.role);
  if (!row) throw notFound('Project', CODES.PROJECT_NOT_FOUND);
  return c.json(toProjectDto(row), 200);
};
