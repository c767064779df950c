import { PERMISSIONS } from '../../../common/permissions.ts';
import { currentUser } from '../../lib/auth/middleware.ts';
import { requireProject } from '../../lib/auth/project-scope.ts';
import { notFound } from '../../lib/errors.ts';
import { createRouter } from '../../lib/openapi.ts';
import { getProject, listUserProjects, toProjectDtos } from './projects.repo.ts';
import { getProjectRoute, listProjectsRoute } from './projects.routes.ts';

export const projectsRouter = createRouter();

projectsRouter.openapi(listProjectsRoute, async (c) => {
  const { db } = c.get('deps').database;
  const p = c.get('principal');
  if (p?.kind === 'apiKey') {
    const project = await getProject(db, p.projectId);
    return c.json({ projects: project ? await toProjectDtos(db, [{ project, role: null }]) : [] }, 200);
  }
  const rows = await listUserProjects(db, currentUser(c).userId);
  return c.json({ projects: await toProjectDtos(db, rows) }, 200);
});

projectsRouter.openapi(getProjectRoute, async (c) => {
  const { project: projectId } = c.req.valid('param');
  const access = await requireProject(c, projectId, PERMISSIONS.projectsProjectGet);
  const { db } = c.get('deps').database;
  const project = await getProject(db, projectId);
  if (!project) throw notFound('Project', 'PROJECT_NOT_FOUND');
  const [dto] = await toProjectDtos(db, [{ project, role: access.role }]);
  return c.json(dto!, 200);
});
