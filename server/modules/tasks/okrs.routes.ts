/** OKR contracts: the spec's GET /okrs/summary and /okrs/export, and the writes the screen needs (designed here). */
import { z } from '@hono/zod-openapi';
import { PERMISSIONS } from '../../../common/permissions.ts';
import { access } from '../../lib/access.ts';
import { defineRoute, jsonBody, jsonResponse, OkSchema } from '../../lib/openapi.ts';
import { ProjectParam } from './tasks.schemas.ts';
import {
  CreateKeyResultBody,
  CreateObjectiveBody,
  IdParam,
  KeyResultSchema,
  ObjectiveSchema,
  OkrSummarySchema,
  okrTags as tags,
  PeriodQuery,
  UpdateKeyResultBody,
  UpdateObjectiveBody,
} from './okrs.schemas.ts';

const ObjectiveParam = IdParam('ObjectiveParam');
const KeyResultParam = IdParam('KeyResultParam');
const list = access.project(PERMISSIONS.projectsOkrsList);
const manage = access.project(PERMISSIONS.projectsOkrsManage);

export const okrSummaryRoute = defineRoute({
  method: 'get',
  path: '/{project}/okrs/summary',
  access: list,
  tags,
  summary: 'Objectives of a period with their key results and progress (key results: current towards target)',
  request: { params: ProjectParam, query: PeriodQuery },
  responses: { 200: jsonResponse(OkrSummarySchema, 'Summary') },
});

export const okrExportRoute = defineRoute({
  method: 'get',
  path: '/{project}/okrs/export',
  access: access.project(PERMISSIONS.projectsOkrsExport),
  tags,
  summary: 'The period as CSV, one row per key result (formula-safe)',
  request: { params: ProjectParam, query: PeriodQuery },
  responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } } },
});

export const createObjectiveRoute = defineRoute({
  method: 'post',
  path: '/{project}/okrs/objectives',
  access: manage,
  tags,
  summary: 'Create an objective, optionally with its key results',
  request: { params: ProjectParam, body: jsonBody(CreateObjectiveBody) },
  responses: { 201: jsonResponse(ObjectiveSchema, 'The objective') },
});

export const updateObjectiveRoute = defineRoute({
  method: 'patch',
  path: '/{project}/okrs/objectives/{id}',
  access: manage,
  tags,
  summary: 'Change an objective',
  request: { params: ObjectiveParam, body: jsonBody(UpdateObjectiveBody) },
  responses: { 200: jsonResponse(ObjectiveSchema, 'The objective') },
});

export const deleteObjectiveRoute = defineRoute({
  method: 'delete',
  path: '/{project}/okrs/objectives/{id}',
  access: manage,
  tags,
  summary: 'Delete an objective and its key results (contributing tasks stay, unlinked)',
  request: { params: ObjectiveParam },
  responses: { 200: jsonResponse(OkSchema, 'Deleted') },
});

export const createKeyResultRoute = defineRoute({
  method: 'post',
  path: '/{project}/okrs/objectives/{id}/key-results',
  access: manage,
  tags,
  summary: 'Add a key result to an objective',
  request: { params: ObjectiveParam, body: jsonBody(CreateKeyResultBody) },
  responses: { 201: jsonResponse(KeyResultSchema, 'The key result') },
});

export const updateKeyResultRoute = defineRoute({
  method: 'patch',
  path: '/{project}/okrs/key-results/{id}',
  access: manage,
  tags,
  summary: 'Change a key result (e.g. record its current value)',
  request: { params: KeyResultParam, body: jsonBody(UpdateKeyResultBody) },
  responses: { 200: jsonResponse(KeyResultSchema, 'The key result') },
});

export const deleteKeyResultRoute = defineRoute({
  method: 'delete',
  path: '/{project}/okrs/key-results/{id}',
  access: manage,
  tags,
  summary: 'Delete a key result (contributing tasks stay, unlinked)',
  request: { params: KeyResultParam },
  responses: { 200: jsonResponse(OkSchema, 'Deleted') },
});
