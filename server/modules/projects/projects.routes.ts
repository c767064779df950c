import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { ProjectListSchema, ProjectSchema } from './projects.schemas.ts';

const tags = ['Projects'];
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
