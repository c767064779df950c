/**
 * Flow contracts (spec 001 §7 "Flows": GET /v1/flows with project, pageToken, pageSize, search; GET and PATCH
 * /v1/flows/{flowId}; GET /v1/flows/{flowId}/draft; POST /v1/flows/{flowId}/draft/test-send). Beyond the spec:
 * POST /v1/flows creates one. A flow has a draft version edited separately from the live one; publishing
 * (`status: live`) copies the draft to live; pausing stops new entries. See docs/decisions/mail.md.
 */
import { z } from '@hono/zod-openapi';
import {
  BLOCK_TYPES,
  COUNT_FIELDS,
  DATE_FIELDS,
  FLOW_RUN_STATUSES,
  FLOW_STATUSES,
  FLOW_TRIGGERS,
  OPERATORS,
} from '../../../common/mail.ts';
import { PERMISSIONS } from '../../../common/permissions.ts';
import { access } from '../../lib/access.ts';
import { defineRoute, jsonBody, jsonResponse, OkSchema, pageQuery } from '../../lib/openapi.ts';

const tags = ['Flows'];
const projectQuery = { project: z.string().min(1).max(64).openapi({ description: 'The project the caller works in' }) };
const query = z.object(projectQuery);
const params = z.object({
  flowId: z
    .string()
    .min(1)
    .max(120)
    .openapi({ param: { name: 'flowId', in: 'path' } }),
});
const read = access.project(PERMISSIONS.flowsFlowsList);
const manage = access.project(PERMISSIONS.flowsFlowsManage);

const block = z.strictObject({
  type: z.enum(BLOCK_TYPES),
  text: z.string().max(10_000).optional(),
  url: z
    .string()
    .max(2000)
    .refine((u) => /^https?:\/\//i.test(u), 'Links must start with http:// or https://.')
    .optional(),
});
const step = z
  .strictObject({
    type: z.enum(['wait', 'send', 'branch']),
    hours: z
      .number()
      .int()
      .min(1)
      .max(24 * 365)
      .optional(),
    subject: z.string().trim().max(200).optional(),
    blocks: z.array(block).max(100).optional(),
    condition: z
      .strictObject({
        field: z.enum([...DATE_FIELDS, ...COUNT_FIELDS]),
        op: z.enum(OPERATORS),
        value: z.union([z.string().max(40), z.number()]).optional(),
        days: z.number().int().min(0).max(36_500).optional(),
      })
      .optional(),
  })
  .superRefine((s, ctx) => {
    if (s.type === 'wait' && !s.hours) ctx.addIssue({ code: 'custom', path: ['hours'], message: 'How many hours to wait?' });
    if (s.type === 'send' && !s.subject) ctx.addIssue({ code: 'custom', path: ['subject'], message: 'Write a subject line.' });
    if (s.type === 'branch' && !s.condition) ctx.addIssue({ code: 'custom', path: ['condition'], message: 'Choose a condition.' });
  });
const versionShape = {
  trigger: z.strictObject({
    type: z.enum(FLOW_TRIGGERS).openapi({ description: 'list_joined (mailingListId), order_placed, customer_inactive (days)' }),
    mailingListId: z.string().min(1).max(120).optional(),
    days: z.number().int().min(1).max(3650).optional(),
  }),
  steps: z.array(step).max(50),
};
/** A version as answered (stored versions were checked when written). */
export const FlowVersionOut = z.object(versionShape).openapi('FlowVersionOut');
export const FlowVersionSchema = z
  .strictObject(versionShape)
  .superRefine((v, ctx) => {
    if (v.trigger.type === 'list_joined' && !v.trigger.mailingListId)
      ctx.addIssue({ code: 'custom', path: ['trigger', 'mailingListId'], message: 'Choose the list people join.' });
    if (v.trigger.type === 'customer_inactive' && !v.trigger.days)
      ctx.addIssue({ code: 'custom', path: ['trigger', 'days'], message: 'After how many days without an order?' });
  })
  .openapi('FlowVersion');

export const FlowSchema = z
  .object({
    id: z.string(),
    project: z.string(),
    name: z.string(),
    status: z.enum(FLOW_STATUSES),
    draft: FlowVersionOut,
    live: z.union([FlowVersionOut, z.null()]),
    hasUnpublishedChanges: z.boolean(),
    publishedAt: z.string().nullable(),
    activeRuns: z.number().int().openapi({ description: 'Subscribers in the flow now' }),
    totalRuns: z.number().int().openapi({ description: 'Every run ever started' }),
    emailsSent: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Flow');
export const FlowDraftSchema = z
  .object({ flowId: z.string(), project: z.string(), version: FlowVersionOut, updatedAt: z.string() })
  .openapi('FlowDraft');

export const CreateFlowBody = z
  .strictObject({ name: z.string().trim().min(1, 'The name is required.').max(120), draft: FlowVersionSchema.optional() })
  .openapi('CreateFlowRequest');
export const UpdateFlowBody = z
  .strictObject({
    name: z.string().trim().min(1, 'The name is required.').max(120).optional(),
    draft: FlowVersionSchema.optional().openapi({ description: 'Replace the draft (the live version is unchanged until published)' }),
    status: z.enum(FLOW_STATUSES).optional().openapi({ description: 'live publishes the draft; paused stops new entries' }),
  })
  .openapi('UpdateFlowRequest');
export const TestSendBody = z
  .strictObject({
    email: z
      .string()
      .trim()
      .max(254)
      .refine((v) => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v), 'Enter a valid email address.'),
    step: z.number().int().min(0).max(49).optional().openapi({ description: 'Which send step (index); default: the first' }),
  })
  .openapi('FlowTestSendRequest');

export const listFlowsRoute = defineRoute({
  method: 'get',
  operationId: 'listFlows',
  path: '/',
  access: read,
  tags,
  summary: 'Flows, newest first',
  request: { query: z.object({ ...projectQuery, ...pageQuery, search: z.string().trim().max(200).optional() }) },
  responses: {
    200: jsonResponse(z.object({ flows: z.array(FlowSchema), nextPageToken: z.string().nullable() }).openapi('FlowList'), 'Flows'),
  },
});
export const createFlowRoute = defineRoute({
  method: 'post',
  operationId: 'createFlow',
  path: '/',
  access: manage,
  tags,
  summary: 'Create a flow (a draft)',
  request: { query, body: jsonBody(CreateFlowBody) },
  responses: { 201: jsonResponse(FlowSchema, 'The flow') },
});
export const getFlowRoute = defineRoute({
  method: 'get',
  operationId: 'getFlow',
  path: '/{flowId}',
  access: read,
  tags,
  summary: 'One flow (draft and live versions)',
  request: { query, params },
  responses: { 200: jsonResponse(FlowSchema, 'The flow') },
});
export const updateFlowRoute = defineRoute({
  method: 'patch',
  operationId: 'updateFlow',
  path: '/{flowId}',
  access: manage,
  tags,
  summary: 'Rename, edit the draft, publish (status live) or pause',
  request: { query, params, body: jsonBody(UpdateFlowBody) },
  responses: { 200: jsonResponse(FlowSchema, 'The flow') },
});
export const deleteFlowRoute = defineRoute({
  method: 'delete',
  operationId: 'deleteFlow',
  path: '/{flowId}',
  access: manage,
  tags,
  summary: 'Delete a flow',
  request: { query, params },
  responses: { 200: jsonResponse(OkSchema, 'Deleted') },
});
export const getFlowDraftRoute = defineRoute({
  method: 'get',
  operationId: 'getFlowDraft',
  path: '/{flowId}/draft',
  access: read,
  tags,
  summary: "The flow's draft version",
  request: { query, params },
  responses: { 200: jsonResponse(FlowDraftSchema, 'The draft') },
});
export const testSendRoute = defineRoute({
  method: 'post',
  operationId: 'testSendFlowDraft',
  path: '/{flowId}/draft/test-send',
  access: manage,
  tags,
  summary: "Send the draft's email (a send step) to an address now, marked as a test",
  request: { query, params, body: jsonBody(TestSendBody) },
  responses: {
    200: jsonResponse(z.object({ ok: z.literal(true), to: z.string(), subject: z.string() }).openapi('FlowTestSendResult'), 'Sent'),
  },
});

export const FlowRunSchema = z
  .object({
    id: z.string(),
    flowId: z.string(),
    subscriberId: z.string(),
    email: z.string().nullable(),
    status: z.enum(FLOW_RUN_STATUSES),
    step: z.number().int().openapi({ description: 'The next step to run (0-based)' }),
    steps: z.number().int().openapi({ description: "Steps in the run's version" }),
    trigger: z.string(),
    nextAt: z.string().nullable(),
    exitReason: z.string().nullable(),
    emailsSent: z.number().int(),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .openapi('FlowRun');

export const listFlowRunsRoute = defineRoute({
  method: 'get',
  operationId: 'listFlowRuns',
  path: '/{flowId}/runs',
  access: read,
  tags,
  summary: "A flow's runs (subscribers going through it), newest first",
  request: { query: z.object({ ...projectQuery, ...pageQuery, status: z.enum(FLOW_RUN_STATUSES).optional() }), params },
  responses: {
    200: jsonResponse(z.object({ runs: z.array(FlowRunSchema), nextPageToken: z.string().nullable() }).openapi('FlowRunList'), 'Runs'),
  },
});
