/**
 * Inserts and insert types (spec 001 §7: POST and GET /v1/inserts; GET and PATCH /v1/inserts/{insertId};
 * GET /v1/inserts/types and /{insertTypeId}). Every call takes `project`; `/types` is registered before
 * `/{insertId}`. docs/decisions/catalogue.md "Inserts".
 */
import { z } from '@hono/zod-openapi';
import { PERMISSIONS } from '../../../common/permissions.ts';
import { access } from '../../lib/access.ts';
import { defineRoute, jsonBody, jsonResponse, pageQuery } from '../../lib/openapi.ts';

const tags = ['Inserts'];
const project = z.string().min(1).max(64).openapi({ description: 'The project the caller works in' });
const idParam = (name: string) =>
  z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name, in: 'path' } });
const read = access.project(PERMISSIONS.insertsInsertsList);
const manage = access.project(PERMISSIONS.insertsInsertsManage);

export const InsertTypeSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    size: z.string(),
    widthMm: z.number().int(),
    heightMm: z.number().int(),
    paper: z.string(),
    cost: z.number().int().openapi({ description: 'Per insert, integer minor units of `currency`' }),
    currency: z.string(),
    artworkSpec: z.string(),
  })
  .openapi('InsertType');

export const InsertRulesSchema = z
  .strictObject({
    minOrderTotal: z.number().int().min(0).max(1_000_000_000_000).optional().openapi({ description: 'Minor units' }),
    countries: z
      .array(z.string().regex(/^[A-Z]{2}$/, 'Use ISO 3166 country codes (DE).'))
      .max(250)
      .optional(),
    firstOrderOnly: z.boolean().optional(),
    skus: z.array(z.string().trim().min(1).max(100)).max(200).optional(),
  })
  .openapi('InsertRules', { description: 'Which orders get the insert; all given rules must hold (none = every order)' });

export const InsertSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    insertTypeId: z.string(),
    insertType: InsertTypeSchema,
    artwork: z.string().openapi({ description: 'A drive file id or an https URL of the artwork' }),
    rules: InsertRulesSchema,
    active: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Insert');

const name = z.string().trim().min(1, 'The name is required.').max(120, 'The name may be at most 120 characters.');
const artwork = z
  .string()
  .trim()
  .min(1, 'The artwork is required.')
  .max(2000)
  .refine((v) => /^https:\/\/\S+$/.test(v) || /^[A-Za-z0-9_-]{1,64}$/.test(v), 'Give a drive file id or an https URL.');

export const CreateInsertBody = z
  .strictObject({
    name,
    insertTypeId: z.string().min(1, 'Choose an insert type.').max(64),
    artwork,
    rules: InsertRulesSchema.default({}),
    active: z.boolean().default(true),
  })
  .openapi('CreateInsertRequest');

export const UpdateInsertBody = z
  .strictObject({
    name: name.optional(),
    insertTypeId: z.string().min(1).max(64).optional(),
    artwork: artwork.optional(),
    rules: InsertRulesSchema.optional(),
    active: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Give at least one field to change.' })
  .openapi('UpdateInsertRequest');

export const listInsertTypesRoute = defineRoute({
  method: 'get',
  operationId: 'listInsertTypes',
  path: '/types',
  access: read,
  tags,
  summary: 'The insert types a factory prints (size, paper, cost, artwork specs)',
  request: { query: z.object({ project, ...pageQuery }) },
  responses: {
    200: jsonResponse(
      z.object({ insertTypes: z.array(InsertTypeSchema), nextPageToken: z.string().nullable() }).openapi('InsertTypeList'),
      'Insert types',
    ),
  },
});

export const getInsertTypeRoute = defineRoute({
  method: 'get',
  operationId: 'getInsertType',
  path: '/types/{insertTypeId}',
  access: read,
  tags,
  summary: 'One insert type',
  request: { params: z.object({ insertTypeId: idParam('insertTypeId') }), query: z.object({ project }) },
  responses: { 200: jsonResponse(InsertTypeSchema, 'The insert type') },
});

export const listInsertsRoute = defineRoute({
  method: 'get',
  operationId: 'listInserts',
  path: '/',
  access: read,
  tags,
  summary: "The project's inserts, newest first",
  request: {
    query: z.object({
      project,
      ...pageQuery,
      search: z.string().trim().max(200).optional().openapi({ description: 'Name (contains)' }),
      active: z.enum(['true', 'false']).optional(),
    }),
  },
  responses: {
    200: jsonResponse(z.object({ inserts: z.array(InsertSchema), nextPageToken: z.string().nullable() }).openapi('InsertList'), 'Inserts'),
  },
});

export const createInsertRoute = defineRoute({
  method: 'post',
  operationId: 'createInsert',
  path: '/',
  access: manage,
  tags,
  summary: 'Create an insert',
  request: { query: z.object({ project }), body: jsonBody(CreateInsertBody) },
  responses: { 201: jsonResponse(InsertSchema, 'The insert') },
});

export const getInsertRoute = defineRoute({
  method: 'get',
  operationId: 'getInsert',
  path: '/{insertId}',
  access: read,
  tags,
  summary: 'One insert',
  request: { params: z.object({ insertId: idParam('insertId') }), query: z.object({ project }) },
  responses: { 200: jsonResponse(InsertSchema, 'The insert') },
});

export const updateInsertRoute = defineRoute({
  method: 'patch',
  operationId: 'updateInsert',
  path: '/{insertId}',
  access: manage,
  tags,
  summary: 'Change an insert (name, type, artwork, rules, active)',
  request: { params: z.object({ insertId: idParam('insertId') }), query: z.object({ project }), body: jsonBody(UpdateInsertBody) },
  responses: { 200: jsonResponse(InsertSchema, 'The insert') },
});
