import { access } from '../../lib/access.ts';
import { z } from '@hono/zod-openapi';
import { defineRoute, jsonBody, jsonResponse, pageQuery } from '../../lib/openapi.ts';

const tags = ['Organisations'];

export const OrganisationSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    projects: z.array(z.object({ id: z.string(), name: z.string() })).openapi({ description: "The caller's projects in it" }),
    createdAt: z.string(),
  })
  .openapi('Organisation');
export const OrganisationListSchema = z
  .object({ organisations: z.array(OrganisationSchema), nextPageToken: z.string().nullable() })
  .openapi('OrganisationList');
export const OrganisationRequest = z
  .strictObject({ name: z.string().trim().min(1, 'The name is required.').max(120, 'The name may be at most 120 characters.') })
  .openapi('OrganisationRequest');

export const listOrganisationsRoute = defineRoute({
  method: 'get',
  path: '/',
  access: access.user(),
  tags,
  summary: 'Organisations the caller belongs to (directly or through a project), by name',
  request: { query: z.object(pageQuery) },
  responses: { 200: jsonResponse(OrganisationListSchema, 'Organisations') },
});

export const createOrganisationRoute = defineRoute({
  method: 'post',
  path: '/',
  access: access.user(),
  tags,
  summary: 'Create an organisation',
  request: { body: jsonBody(OrganisationRequest) },
  responses: { 201: jsonResponse(OrganisationSchema, 'The organisation') },
});

export const getOrganisationRoute = defineRoute({
  method: 'get',
  path: '/{organisationId}',
  access: access.user(),
  tags,
  summary: 'One organisation',
  request: {
    params: z.object({
      organisationId: z
        .string()
        .min(1)
        .max(64)
        .openapi({ param: { name: 'organisationId', in: 'path' } }),
    }),
  },
  responses: { 200: jsonResponse(OrganisationSchema, 'The organisation') },
});
