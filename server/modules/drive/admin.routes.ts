/** Drive admin contracts (platform administrators): per-project storage setup and usage metrics. */
import { z } from '@hono/zod-openapi';
import { access } from '../../lib/access.ts';
import { defineRoute, jsonBody, jsonResponse, OkSchema, pageQuery } from '../../lib/openapi.ts';
import { MetricsSchema, ProjectSetupSchema, RangeQuery, SetupBody } from './drive.schemas.ts';

const tags = ['Drive admin'];
const ProjectParams = z.object({
  project: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: 'project', in: 'path' } }),
});

export const adminMetricsRoute = defineRoute({
  method: 'get',
  path: '/admin/metrics',
  operationId: 'driveAdminMetrics',
  access: access.platformAdmin(),
  tags,
  summary: 'Storage over a time range for all projects: bytes and files stored (at the end), uploaded, downloaded, deleted',
  request: { query: RangeQuery },
  responses: { 200: jsonResponse(MetricsSchema, 'Metrics') },
});

export const adminListProjectsRoute = defineRoute({
  method: 'get',
  path: '/admin/projects',
  operationId: 'driveAdminListProjects',
  access: access.platformAdmin(),
  tags,
  summary: "Every project's storage setup (custom or the defaults) and usage",
  request: { query: z.object(pageQuery) },
  responses: {
    200: jsonResponse(z.object({ projects: z.array(ProjectSetupSchema), nextPageToken: z.string().nullable() }), 'Projects'),
  },
});

export const adminGetProjectRoute = defineRoute({
  method: 'get',
  path: '/admin/projects/{project}',
  operationId: 'driveAdminGetProject',
  access: access.platformAdmin(),
  tags,
  summary: "A project's storage setup (the defaults when it has none) and usage",
  request: { params: ProjectParams },
  responses: { 200: jsonResponse(ProjectSetupSchema, 'Setup') },
});

export const adminCreateProjectRoute = defineRoute({
  method: 'post',
  path: '/admin/projects/{project}',
  operationId: 'driveAdminCreateProject',
  access: access.platformAdmin(),
  tags,
  summary: "Set up a project's storage (quota, largest file, allowed types); omitted fields take the defaults",
  request: { params: ProjectParams, body: jsonBody(SetupBody) },
  responses: { 201: jsonResponse(ProjectSetupSchema, 'Setup') },
});

export const adminUpdateProjectRoute = defineRoute({
  method: 'patch',
  path: '/admin/projects/{project}',
  operationId: 'driveAdminUpdateProject',
  access: access.platformAdmin(),
  tags,
  summary: "Change a project's storage setup",
  request: { params: ProjectParams, body: jsonBody(SetupBody) },
  responses: { 200: jsonResponse(ProjectSetupSchema, 'Setup') },
});

export const adminDeleteProjectRoute = defineRoute({
  method: 'delete',
  path: '/admin/projects/{project}',
  operationId: 'driveAdminDeleteProject',
  access: access.platformAdmin(),
  tags,
  summary: "Remove a project's storage setup (the defaults apply again; files stay)",
  request: { params: ProjectParams },
  responses: { 200: jsonResponse(OkSchema, 'Removed') },
});

export const adminProjectMetricsRoute = defineRoute({
  method: 'get',
  path: '/admin/projects/{project}/metrics',
  operationId: 'driveAdminProjectMetrics',
  access: access.platformAdmin(),
  tags,
  summary: "One project's storage over a time range",
  request: { params: ProjectParams, query: RangeQuery },
  responses: { 200: jsonResponse(MetricsSchema, 'Metrics') },
});
