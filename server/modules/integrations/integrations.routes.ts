import { access } from '../../lib/access.ts';
import { PERMISSIONS } from '../../../common/permissions.ts';
import { z } from '@hono/zod-openapi';
import { defineRoute, errorResponses, jsonBody, jsonResponse, pageQuery } from '../../lib/openapi.ts';
import {
  CategorySchema,
  ConfigBodySchema,
  IntegrationDefinitionSchema,
  IntegrationListSchema,
  IntegrationSchema,
  ListingCreateSchema,
  ListingListSchema,
  ListingSchema,
  ListingUpdateSchema,
  ProductSchema,
} from './integrations.schemas.ts';

const tags = ['Integrations'];
const param = (name: string) =>
  z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name, in: 'path' } });
const projectQuery = z.string().max(64).optional().openapi({ description: 'Project to answer for (adds `installed`)' });
const read = { 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404], 422: errorResponses[422] };
const write = { ...read, 409: { ...errorResponses[404], description: 'Not in a state that allows this' } };

export const listDefinitionsRoute = defineRoute({
  method: 'get',
  path: '/',
  access: access.user({ apiKeys: true }),
  tags,
  summary: 'Every available integration (code, name, config schema)',
  request: { query: z.object(pageQuery) },
  responses: {
    200: jsonResponse(
      z.object({ integrations: z.array(IntegrationDefinitionSchema), nextPageToken: z.string().nullable() }),
      'Integrations',
    ),
    403: errorResponses[403],
    404: errorResponses[404],
  },
});

export const listCategoriesRoute = defineRoute({
  method: 'get',
  path: '/categories',
  access: access.user({ apiKeys: true }),
  tags,
  summary: 'Marketplace categories',
  request: { query: z.object(pageQuery) },
  responses: {
    200: jsonResponse(z.object({ categories: z.array(CategorySchema), nextPageToken: z.string().nullable() }), 'Categories'),
    403: errorResponses[403],
    404: errorResponses[404],
  },
});

export const getCategoryRoute = defineRoute({
  method: 'get',
  path: '/categories/{category}',
  access: access.user({ apiKeys: true }),
  tags,
  summary: 'One category with its listings',
  request: { params: z.object({ category: param('category') }) },
  responses: { 200: jsonResponse(CategorySchema.extend({ listings: z.array(ListingSchema) }), 'The category'), 403: errorResponses[403] },
});

export const listListingsRoute = defineRoute({
  method: 'get',
  path: '/listings',
  access: access.project(PERMISSIONS.integrationsListingsList, { optional: true }),
  tags,
  summary: 'Marketplace listings',
  request: {
    query: z.object({
      project: projectQuery,
      category: z.string().max(40).optional(),
      search: z.string().max(100).optional(),
      installed: z.enum(['true', 'false']).optional().openapi({ description: 'With `project`: only (not) installed ones' }),
      ...pageQuery,
    }),
  },
  responses: { 200: jsonResponse(ListingListSchema, 'Listings') },
});

export const getListingRoute = defineRoute({
  method: 'get',
  path: '/listings/{listing}',
  access: access.project(PERMISSIONS.integrationsListingsList, { optional: true }),
  tags,
  summary: 'One listing',
  request: { params: z.object({ listing: param('listing') }), query: z.object({ project: projectQuery }) },
  responses: { 200: jsonResponse(ListingSchema, 'The listing') },
});

export const getProductRoute = defineRoute({
  method: 'get',
  path: '/products/{product}',
  access: access.user({ apiKeys: true }),
  tags,
  summary: 'One product',
  request: { params: z.object({ product: param('product') }) },
  responses: { 200: jsonResponse(ProductSchema, 'The product'), 403: errorResponses[403] },
});

export const listProductsRoute = defineRoute({
  method: 'get',
  path: '/{integration}/products',
  access: access.project(PERMISSIONS.integrationsListingsList, { optional: true }),
  tags,
  summary: "An integration's products",
  request: { params: z.object({ integration: param('integration') }), query: z.object({ project: projectQuery, ...pageQuery }) },
  responses: {
    200: jsonResponse(z.object({ products: z.array(ProductSchema), nextPageToken: z.string().nullable() }), 'Products'),
  },
});

// ---- admin ----
const adminTags = ['Integrations admin'];
const listingParam = z.object({ listing: param('listing') });

export const adminListRoute = defineRoute({
  method: 'get',
  path: '/admin/listings',
  access: access.platformAdmin(),
  tags: adminTags,
  summary: 'All listings, published or not (platform admins)',
  request: { query: z.object(pageQuery) },
  responses: { 200: jsonResponse(ListingListSchema, 'Listings'), 404: errorResponses[404] },
});
export const adminCreateRoute = defineRoute({
  method: 'post',
  path: '/admin/listings',
  access: access.platformAdmin(),
  tags: adminTags,
  summary: 'Create a listing (platform admins)',
  request: { body: jsonBody(ListingCreateSchema) },
  responses: { 201: jsonResponse(ListingSchema, 'Created'), ...write },
});
export const adminGetRoute = defineRoute({
  method: 'get',
  path: '/admin/listings/{listing}',
  access: access.platformAdmin(),
  tags: adminTags,
  summary: 'One listing (platform admins)',
  request: { params: listingParam },
  responses: { 200: jsonResponse(ListingSchema, 'The listing') },
});
export const adminUpdateRoute = defineRoute({
  method: 'patch',
  path: '/admin/listings/{listing}',
  access: access.platformAdmin(),
  tags: adminTags,
  summary: 'Update a listing (platform admins)',
  request: { params: listingParam, body: jsonBody(ListingUpdateSchema) },
  responses: { 200: jsonResponse(ListingSchema, 'Updated'), ...write },
});
export const adminDeleteRoute = defineRoute({
  method: 'delete',
  path: '/admin/listings/{listing}',
  access: access.platformAdmin(),
  tags: adminTags,
  summary: 'Delete a listing and its installations (platform admins)',
  request: { params: listingParam },
  responses: { 204: { description: 'Deleted' } },
});

// ---- project installations (mounted at /v1/projects) ----
const projTags = ['Project integrations'];
const projectParams = z.object({ project: param('project') });
const installParams = z.object({ project: param('project'), integration: param('integration') });

export const listInstallationsRoute = defineRoute({
  method: 'get',
  path: '/{project}/integrations',
  access: access.project(PERMISSIONS.integrationsInstallationsList),
  tags: projTags,
  summary: "The project's integrations",
  request: {
    params: projectParams,
    query: z.object({
      withUninstalled: z.enum(['true', 'false', '1', '0']).optional().openapi({ description: 'Include uninstalled ones' }),
      ...pageQuery,
    }),
  },
  responses: { 200: jsonResponse(IntegrationListSchema, 'Integrations') },
});
export const getInstallationRoute = defineRoute({
  method: 'get',
  path: '/{project}/integrations/{integration}',
  access: access.project(PERMISSIONS.integrationsInstallationsList),
  tags: projTags,
  summary: 'One installation',
  request: { params: installParams },
  responses: { 200: jsonResponse(IntegrationSchema, 'The installation') },
});
export const installRoute = defineRoute({
  method: 'post',
  path: '/{project}/integrations/{integration}',
  access: access.project(PERMISSIONS.integrationsInstallationsManage),
  tags: projTags,
  summary: 'Install an integration',
  request: { params: installParams, body: { ...jsonBody(ConfigBodySchema), required: false } },
  responses: { 201: jsonResponse(IntegrationSchema, 'Installed'), ...write },
});
export const uninstallRoute = defineRoute({
  method: 'delete',
  path: '/{project}/integrations/{integration}',
  access: access.project(PERMISSIONS.integrationsInstallationsManage),
  tags: projTags,
  summary: 'Uninstall an integration (its config is kept)',
  request: { params: installParams },
  responses: { 200: jsonResponse(IntegrationSchema, 'Uninstalled'), ...write },
});
export const patchInstallationRoute = defineRoute({
  method: 'patch',
  path: '/{project}/integrations/{integration}',
  access: access.project(PERMISSIONS.integrationsInstallationsManage),
  tags: projTags,
  summary: "Update an installed integration's config (merged, then validated against its schema)",
  request: { params: installParams, body: jsonBody(ConfigBodySchema) },
  responses: { 200: jsonResponse(IntegrationSchema, 'Updated'), ...write },
});
export const setupRoute = defineRoute({
  method: 'post',
  path: '/{project}/integrations/{integration}/setup',
  access: access.project(PERMISSIONS.integrationsInstallationsManage),
  tags: projTags,
  summary: 'Mark an installed integration as set up (optionally updating its config)',
  request: { params: installParams, body: { ...jsonBody(ConfigBodySchema), required: false } },
  responses: { 200: jsonResponse(IntegrationSchema, 'Set up'), ...write },
});
