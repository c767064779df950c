/** The projects area under /v1/projects: contracts in *.routes.ts, queries in *.repo.ts, one handler per file in handlers/ (static paths such as /templates are registered before /{project}). */
import { createRouter } from '../../lib/openapi.ts';
import { registerApiKeyRoutes } from './api-keys.handlers.ts';
import { registerInviteRoutes } from './invites.handlers.ts';
import {
  createProjectRoute,
  deleteProjectRoute,
  getProjectRoute,
  installTemplateRoute,
  listProjectsRoute,
  listTemplatesRoute,
  updateProjectRoute,
} from './projects.routes.ts';
import { registerUserRoutes } from './users.handlers.ts';
import { listProjectsHandler } from './handlers/list-projects.ts';
import { listTemplatesHandler } from './handlers/list-templates.ts';
import { createProjectHandler } from './handlers/create-project.ts';
import { getProjectHandler } from './handlers/get-project.ts';
import { updateProjectHandler } from './handlers/update-project.ts';
import { deleteProjectHandler } from './handlers/delete-project.ts';
import { installTemplateHandler } from './handlers/install-template.ts';

export const projectsRouter = createRouter();

projectsRouter.openapi(listProjectsRoute, listProjectsHandler);
projectsRouter.openapi(listTemplatesRoute, listTemplatesHandler);
projectsRouter.openapi(createProjectRoute, createProjectHandler);
projectsRouter.openapi(getProjectRoute, getProjectHandler);
projectsRouter.openapi(updateProjectRoute, updateProjectHandler);
projectsRouter.openapi(deleteProjectRoute, deleteProjectHandler);
projectsRouter.openapi(installTemplateRoute, installTemplateHandler);

registerUserRoutes(projectsRouter);
registerInviteRoutes(projectsRouter);
registerApiKeyRoutes(projectsRouter);
