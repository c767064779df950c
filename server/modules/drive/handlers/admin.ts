/** Drive admin handlers (platform administrators; checked by the routes). */
import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { conflict, fieldError, notFound } from '../../../lib/errors.ts';
import { deleteSetup, insertSetup, pageSetups, projectName, updateSetup, usageMetrics } from '../admin.repo.ts';
import type {
  adminCreateProjectRoute,
  adminDeleteProjectRoute,
  adminGetProjectRoute,
  adminListProjectsRoute,
  adminMetricsRoute,
  adminProjectMetricsRoute,
  adminUpdateProjectRoute,
} from '../admin.routes.ts';
import { effectiveSetup, usageOf } from '../files.repo.ts';

const db = (c: Context<AppEnv>) => c.get('deps').database.db;

async function setupOf(c: Context<AppEnv>, projectId: string) {
  const name = await projectName(db(c), projectId);
  if (name === null) throw notFound('Project', CODES.PROJECT_NOT_FOUND);
  const { config } = c.get('deps');
  const setup = await effectiveSetup(db(c), config, projectId);
  return { project: projectId, name, ...setup, usage: await usageOf(db(c), projectId) };
}

function range(q: { start: string; end: string }) {
  const start = new Date(q.start).toISOString();
  const end = new Date(q.end).toISOString();
  if (end <= start) throw fieldError('end', 'The end must be after the start.');
  return { start, end };
}

export const adminMetricsHandler: RouteHandler<typeof adminMetricsRoute, AppEnv> = async (c) => {
  const r = range(c.req.valid('query'));
  return c.json(await usageMetrics(db(c), null, r.start, r.end), 200);
};

export const adminProjectMetricsHandler: RouteHandler<typeof adminProjectMetricsRoute, AppEnv> = async (c) => {
  const { project } = c.req.valid('param');
  const r = range(c.req.valid('query'));
  if ((await projectName(db(c), project)) === null) throw notFound('Project', CODES.PROJECT_NOT_FOUND);
  return c.json(await usageMetrics(db(c), project, r.start, r.end), 200);
};

export const adminListProjectsHandler: RouteHandler<typeof adminListProjectsRoute, AppEnv> = async (c) => {
  const page = await pageSetups(db(c), c.get('deps').config, c.req.valid('query'));
  return c.json({ projects: page.items, nextPageToken: page.nextPageToken }, 200);
};

export const adminGetProjectHandler: RouteHandler<typeof adminGetProjectRoute, AppEnv> = async (c) =>
  c.json(await setupOf(c, c.req.valid('param').project), 200);

export const adminCreateProjectHandler: RouteHandler<typeof adminCreateProjectRoute, AppEnv> = async (c) => {
  const { project } = c.req.valid('param');
  if ((await projectName(db(c), project)) === null) throw notFound('Project', CODES.PROJECT_NOT_FOUND);
  if (!(await insertSetup(db(c), c.get('deps').config, project, c.req.valid('json'))))
    throw conflict('This project already has a storage setup; change it with PATCH.', CODES.DRIVE_SETUP_EXISTS);
  return c.json(await setupOf(c, project), 201);
};

export const adminUpdateProjectHandler: RouteHandler<typeof adminUpdateProjectRoute, AppEnv> = async (c) => {
  const { project } = c.req.valid('param');
  if (!(await updateSetup(db(c), project, c.req.valid('json')))) throw notFound('Storage setup', CODES.DRIVE_SETUP_NOT_FOUND);
  return c.json(await setupOf(c, project), 200);
};

export const adminDeleteProjectHandler: RouteHandler<typeof adminDeleteProjectRoute, AppEnv> = async (c) => {
  if (!(await deleteSetup(db(c), c.req.valid('param').project))) throw notFound('Storage setup', CODES.DRIVE_SETUP_NOT_FOUND);
  return c.json({ ok: true as const }, 200);
};
