import { access } from '../../lib/access.ts';
import { PERMISSIONS } from '../../../common/permissions.ts';
import { z } from '@hono/zod-openapi';
import { defineRoute, jsonBody, jsonResponse, pageQuery } from '../../lib/openapi.ts';
import { ProjectParam, tags } from './projects.routes.ts';

export const ApiKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    prefix: z.string().openapi({ description: 'The first characters of the key' }),
    permissions: z.array(z.string()),
    createdBy: z.string().nullable(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
  })
  .openapi('ProjectApiKey');
export const CreatedApiKeySchema = ApiKeySchema.extend({
  key: z.string().openapi({ description: 'The secret key. Shown only in this answer: store it now.' }),
}).openapi('CreatedProjectApiKey');
export const ApiKeyListSchema = z
  .object({ auth: z.array(ApiKeySchema), nextPageToken: z.string().nullable() })
  .openapi('ProjectApiKeyList');
export const CreateApiKeyBody = z
  .strictObject({
    name: z.string().trim().min(1, 'Give the key a name.').max(80),
    permissions: z.array(z.string().max(100)).min(1, 'Choose at least one permission.').max(100),
  })
  .openapi('CreateProjectApiKeyRequest');

export const listApiKeysRoute = defineRoute({
  method: 'get',
  path: '/{project}/auth',
  access: access.project(PERMISSIONS.projectsAuthList),
  tags,
  summary: "The project's API keys (never the secrets), newest first",
  request: { params: ProjectParam, query: z.object(pageQuery) },
  responses: { 200: jsonResponse(ApiKeyListSchema, 'API keys') },
});

export const createApiKeyRoute = defineRoute({
  method: 'post',
  path: '/{project}/auth',
  access: access.project(PERMISSIONS.projectsAuthCreate),
  tags,
  summary: 'Create a project API key, limited to the chosen permissions. Send it as `Authorization: <key>`.',
  request: { params: ProjectParam, body: jsonBody(CreateApiKeyBody) },
  responses: { 201: jsonResponse(CreatedApiKeySchema, 'The key, shown once') },
});

export const revokeApiKeyRoute = defineRoute({
  method: 'delete',
  path: '/{project}/auth/{auth}',
  access: access.project(PERMISSIONS.projectsAuthDelete),
  tags,
  summary: 'Revoke an API key (it stops working at once)',
  request: {
    params: ProjectParam.extend({
      auth: z
        .string()
        .min(1)
        .max(64)
        .openapi({ param: { name: 'auth', in: 'path' } }),
    }),
  },
  responses: { 200: jsonResponse(ApiKeySchema, 'The revoked key') },
});
