/**
 * Storefront terms (spec 000 §3 "Terms", §4 terms popup, §7 `GET, POST /v1/platform/{platformId}/terms`):
 * versioned documents; posting makes a new version the active terms every member must accept.
 */
import { z } from '@hono/zod-openapi';
import { PERMISSIONS } from '../../../common/permissions.ts';
import { access } from '../../lib/access.ts';
import { defineRoute, jsonBody, jsonResponse, pageQuery } from '../../lib/openapi.ts';
import { PlatformParams, project } from './care.schemas.ts';

const tags = ['Platform terms'];

export const StorefrontTermsSchema = z
  .object({
    id: z.string(),
    version: z.string().openapi({ description: '1, 2, 3 … (the highest is active)' }),
    title: z.string(),
    content: z.string().openapi({ description: 'Sanitised HTML' }),
    active: z.boolean(),
    updatedAt: z.string(),
  })
  .openapi('StorefrontTerms');

export const PostTermsBody = z
  .strictObject({
    title: z.string().trim().min(1, 'The title is required.').max(200),
    content: z.string().min(1, 'The content is required.').max(200_000, 'The terms are too long (200,000 characters at most).'),
  })
  .openapi('PostTermsRequest');

export const listTermsRoute = defineRoute({
  method: 'get',
  operationId: 'listPlatformTerms',
  path: '/{platformId}/terms',
  access: access.project(PERMISSIONS.platformTermsGet),
  tags,
  summary: 'Terms versions, newest first (the first is the active one)',
  request: { params: PlatformParams, query: z.object({ project, ...pageQuery }) },
  responses: {
    200: jsonResponse(
      z.object({ terms: z.array(StorefrontTermsSchema), nextPageToken: z.string().nullable() }).openapi('StorefrontTermsList'),
      'Terms',
    ),
  },
});

export const postTermsRoute = defineRoute({
  method: 'post',
  operationId: 'createPlatformTerms',
  path: '/{platformId}/terms',
  access: access.project(PERMISSIONS.platformTermsManage),
  tags,
  summary: 'Publish a new version (HTML sanitised); it becomes the active terms and every member sees the terms popup until they accept',
  request: { params: PlatformParams, query: z.object({ project }), body: jsonBody(PostTermsBody) },
  responses: { 201: jsonResponse(StorefrontTermsSchema, 'The new version') },
});
