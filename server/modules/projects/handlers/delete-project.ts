import type { RouteHandler } from '@hono/zod-openapi';
import { CODES } from '../../../lib/error-codes.ts';
import { audit } from '../../../lib/audit.ts';
import { notFound } from '../../../lib/errors.ts';
import { deleteProject } from '../projects.repo.ts';
import type { deleteProjectRoute } from '../projects.routes.ts';
import type { AppEnv } from '../../../lib/context.ts';

export const deleteProjectHandler: RouteHandler<typeof deleteProjectRoute, AppEnv> = async (c) => {
  const { project: projectId } = c.req.valid('param');
  const { db } = c.get('deps').database;
  await db.transaction(async (tx) => {
    const gone = await deleteProject(tx, projectId);
    if (!gone) throw notFound('Project', CODES.PROJECT_NOT_FOUND);
    await audit(tx, c, { projectId, action: 'project.delete', target: projectId, before: { name: gone.name }, after: null });
  });
  return c.json({ ok: true as const }, 200);
};
