import { access } from '../../lib/access.ts';
import { PERMISSIONS } from '../../../common/permissions.ts';
import { z } from '@hono/zod-openapi';
import { defineRoute, jsonBody, jsonResponse, pageQuery } from '../../lib/openapi.ts';
import {
  CreateProjectBody,
  InstallTemplateBody,
  InstallTemplateResult,
  OkSchema,
  ProjectListSchema,
  ProjectSchema,
  TemplateListSchema,
  UpdateProjectBody,
} from './projects.schemas.ts';

export const tags = ['Projects'];
export const ProjectParam = z.object({
  project: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: 'project', in: 'path' } }),
});

export const listProjectsRoute = defineRoute({
  method: 'get',
  path: '/',
  access: access.user({ apiKeys: true }),
  tags,
  summary: "The caller's projects",
  request: {
    query: z.object({
      project: z.string().max(64).optional().openapi({ description: 'The active project (kept for the client contract)' }),
      ...pageQuery,
    }),
  },
  responses: { 200: jsonResponse(ProjectListSchema, 'Projects') },
});

export const getProjectRoute = defineRoute({
  method: 'get',
  path: '/{project}',
  access: access.project(PERMISSIONS.projectsProjectGet),
  tags,
  summary: 'One project',
  request: { params: ProjectParam },
  responses: {
    200: jsonResponse(ProjectSchema, 'The project'),
  },
});

export const createProjectRoute = defineRoute({
  method: 'post',
  path: '/',
  access: access.user(),
  tags,
  summary: 'Create a project; the caller becomes its owner',
  request: { body: jsonBody(CreateProjectBody) },
  responses: { 201: jsonResponse(ProjectSchema, 'The new project') },
});

export const updateProjectRoute = defineRoute({
  method: 'patch',
  path: '/{project}',
  access: access.project(PERMISSIONS.projectsProjectUpdate),
  tags,
  summary: 'Change the project settings',
  request: { params: ProjectParam, body: jsonBody(UpdateProjectBody) },
  responses: { 200: jsonResponse(ProjectSchema, 'The project') },
});

export const deleteProjectRoute = defineRoute({
  method: 'delete',
  path: '/{project}',
  access: access.project(PERMISSIONS.projectsProjectDelete),
  tags,
  summary: 'Delete the project and everything in it (owners only)',
  request: { params: ProjectParam },
  responses: { 200: jsonResponse(OkSchema, 'Deleted') },
});

export const listTemplatesRoute = defineRoute({
  method: 'get',
  path: '/templates',
  access: access.user({ apiKeys: true }),
  tags,
  summary: 'Templates that can be installed into a project',
  request: { query: z.object({ project: z.string().max(64).optional(), ...pageQuery }) },
  responses: { 200: jsonResponse(TemplateListSchema, 'Templates') },
});

export const installTemplateRoute = defineRoute({
  method: 'post',
  path: '/{project}/templates/{template}',
  access: access.project(PERMISSIONS.projectsTemplatesInstall),
  tags,
  summary: "Install a template's roles into the project",
  request: {
    params: ProjectParam.extend({
      template: z
        .string()
        .min(1)
        .max(64)
        .openapi({ param: { name: 'template', in: 'path' } }),
    }),
    body: jsonBody(InstallTemplateBody),
  },
  responses: { 200: jsonResponse(InstallTemplateResult, 'Installed') },
});
