import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi.ts';
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
const scoped = { 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404] };
export const ProjectParam = z.object({
  project: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: 'project', in: 'path' } }),
});

export const listProjectsRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: "The caller's projects",
  request: {
    query: z.object({
      project: z.string().max(64).optional().openapi({ description: 'The active project (kept for the client contract)' }),
    }),
  },
  responses: { 200: jsonResponse(ProjectListSchema, 'Projects'), 401: errorResponses[401] },
});

export const getProjectRoute = createRoute({
  method: 'get',
  path: '/{project}',
  tags,
  summary: 'One project',
  request: { params: ProjectParam },
  responses: {
    200: jsonResponse(ProjectSchema, 'The project'),
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
});

export const createProjectRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: 'Create a project; the caller becomes its owner',
  request: { body: jsonBody(CreateProjectBody) },
  responses: { 201: jsonResponse(ProjectSchema, 'The new project'), 401: errorResponses[401], 422: errorResponses[422] },
});

export const updateProjectRoute = createRoute({
  method: 'patch',
  path: '/{project}',
  tags,
  summary: 'Change the project settings',
  request: { params: ProjectParam, body: jsonBody(UpdateProjectBody) },
  responses: { 200: jsonResponse(ProjectSchema, 'The project'), ...scoped, 422: errorResponses[422] },
});

export const deleteProjectRoute = createRoute({
  method: 'delete',
  path: '/{project}',
  tags,
  summary: 'Delete the project and everything in it (owners only)',
  request: { params: ProjectParam },
  responses: { 200: jsonResponse(OkSchema, 'Deleted'), ...scoped },
});

export const listTemplatesRoute = createRoute({
  method: 'get',
  path: '/templates',
  tags,
  summary: 'Templates that can be installed into a project',
  request: { query: z.object({ project: z.string().max(64).optional() }) },
  responses: { 200: jsonResponse(TemplateListSchema, 'Templates'), 401: errorResponses[401] },
});

export const installTemplateRoute = createRoute({
  method: 'post',
  path: '/{project}/templates/{template}',
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
  responses: { 200: jsonResponse(InstallTemplateResult, 'Installed'), ...scoped, 422: errorResponses[422] },
});
