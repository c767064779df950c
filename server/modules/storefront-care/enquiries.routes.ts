/**
 * Customer enquiries (spec 000 §3 "Customer enquiry", §7 "Platform API"; docs/decisions/storefront-care.md):
 * the inbox list, one enquiry, its change, its log and its chat channel, plus the storefront's create call
 * (a project API key with platform.enquiries.create).
 */
import { z } from '@hono/zod-openapi';
import { PERMISSIONS } from '../../../common/permissions.ts';
import { ENQUIRY_SOURCES, ENQUIRY_STATUSES } from './statuses.ts';
import { access } from '../../lib/access.ts';
import { defineRoute, jsonBody, jsonResponse, pageQuery } from '../../lib/openapi.ts';
import { ActorSchema, endAfterStart, instant, PlatformParams, pathParam, project } from './care.schemas.ts';

export const tags = ['Platform enquiries'];
export const EnquiryParams = PlatformParams.extend({ enquiryId: pathParam('enquiryId') });

export const EnquiryStatusSchema = z.enum(ENQUIRY_STATUSES).openapi('EnquiryStatus');

export const EnquirySchema = z
  .object({
    id: z.string(),
    status: EnquiryStatusSchema,
    source: z.enum(ENQUIRY_SOURCES),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    customerId: z.string().nullable(),
    orderId: z.string().nullable(),
    assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
    tags: z.array(z.string()),
    chatChannelId: z.string().nullable(),
    resolvedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Enquiry');

export const EnquiryLogSchema = z
  .object({
    id: z.string(),
    action: z.enum(['created', 'status', 'assignee', 'tags', 'chat_channel']),
    message: z.string(),
    data: z.record(z.string(), z.unknown()),
    actor: ActorSchema,
    createdAt: z.string(),
  })
  .openapi('EnquiryLog');

const tag = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'A tag cannot be empty.')
  .max(40, 'A tag is at most 40 characters.')
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} _-]*$/u, 'Tags use letters, digits, spaces, - and _.');

export const CreateEnquiryBody = z
  .strictObject({
    name: z.string().trim().min(1, 'The name is required.').max(200),
    email: z.email('Enter a valid email address.').max(254).toLowerCase(),
    subject: z.string().trim().min(1, 'The subject is required.').max(300),
    message: z.string().trim().min(1, 'The message is required.').max(10_000),
    source: z.enum(ENQUIRY_SOURCES).optional().openapi({ description: 'Default contact_form' }),
    orderId: z.string().min(1).max(64).optional().openapi({ description: "An order of this storefront (the customer's order page)" }),
    tags: z.array(tag).max(20).optional(),
  })
  .openapi('CreateEnquiryRequest');

export const UpdateEnquiryBody = z
  .strictObject({
    status: EnquiryStatusSchema.optional(),
    assigneeId: z.string().min(1).max(64).nullable().optional().openapi({ description: 'A project member; null unassigns' }),
    tags: z.array(tag).max(20, 'At most 20 tags.').optional(),
  })
  .refine((b) => b.status !== undefined || b.assigneeId !== undefined || b.tags !== undefined, {
    message: 'Give a status, an assignee or tags.',
  })
  .openapi('UpdateEnquiryRequest');

export const ListEnquiriesQuery = z
  .object({
    project,
    search: z.string().trim().max(200).optional().openapi({ description: 'Name, email, subject and message (prefix match)' }),
    start: instant.optional().openapi({ description: 'Received at or after (ISO-8601)' }),
    end: instant.optional().openapi({ description: 'Received before (ISO-8601, exclusive)' }),
    status: EnquiryStatusSchema.optional(),
    assigneeId: z.string().min(1).max(64).optional(),
    ...pageQuery,
  })
  .superRefine(endAfterStart);

export const listEnquiriesRoute = defineRoute({
  method: 'get',
  operationId: 'listPlatformEnquiries',
  path: '/{platformId}/customers/enquiries',
  access: access.project(PERMISSIONS.platformEnquiriesList),
  tags,
  summary: 'Customer enquiries, newest first (keyset paging)',
  request: { params: PlatformParams, query: ListEnquiriesQuery },
  responses: {
    200: jsonResponse(
      z.object({ enquiries: z.array(EnquirySchema), nextPageToken: z.string().nullable() }).openapi('EnquiryList'),
      'Enquiries',
    ),
  },
});

export const createEnquiryRoute = defineRoute({
  method: 'post',
  operationId: 'createPlatformEnquiry',
  path: '/{platformId}/customers/enquiries',
  access: access.project(PERMISSIONS.platformEnquiriesCreate),
  tags,
  summary:
    "Submit an enquiry (the storefront's contact form, order page or return request; a project API key with platform.enquiries.create). Linked to the customer with that email; every member is notified.",
  request: { params: PlatformParams, query: z.object({ project }), body: jsonBody(CreateEnquiryBody) },
  responses: { 201: jsonResponse(EnquirySchema, 'The enquiry') },
});

export const getEnquiryRoute = defineRoute({
  method: 'get',
  operationId: 'getPlatformEnquiry',
  path: '/{platformId}/customers/enquiries/{enquiryId}',
  access: access.project(PERMISSIONS.platformEnquiriesGet),
  tags,
  summary: 'One enquiry',
  request: { params: EnquiryParams, query: z.object({ project }) },
  responses: { 200: jsonResponse(EnquirySchema, 'The enquiry') },
});

export const updateEnquiryRoute = defineRoute({
  method: 'patch',
  operationId: 'updatePlatformEnquiry',
  path: '/{platformId}/customers/enquiries/{enquiryId}',
  access: access.project(PERMISSIONS.platformEnquiriesUpdate),
  tags,
  summary: 'Change status, assignee or tags; each change is a log entry',
  request: { params: EnquiryParams, query: z.object({ project }), body: jsonBody(UpdateEnquiryBody) },
  responses: { 200: jsonResponse(EnquirySchema, 'The enquiry') },
});

export const listEnquiryLogsRoute = defineRoute({
  method: 'get',
  operationId: 'listPlatformEnquiryLogs',
  path: '/{platformId}/customers/enquiries/{enquiryId}/logs',
  access: access.project(PERMISSIONS.platformEnquiriesGet),
  tags,
  summary: "The enquiry's log, oldest first (who, what, when)",
  request: { params: EnquiryParams, query: z.object({ project, ...pageQuery }) },
  responses: {
    200: jsonResponse(z.object({ logs: z.array(EnquiryLogSchema), nextPageToken: z.string().nullable() }).openapi('EnquiryLogList'), 'Log'),
  },
});

const ChatChannelSchema = z.object({ channelId: z.string(), created: z.boolean() }).openapi('EnquiryChatChannel');

export const enquiryChatChannelRoute = defineRoute({
  method: 'post',
  operationId: 'createPlatformEnquiryChatChannel',
  path: '/{platformId}/customers/enquiries/{enquiryId}/chat-channel',
  access: access.project(PERMISSIONS.platformEnquiriesUpdate),
  tags,
  summary: 'Open the chat channel linked to the enquiry (or return the existing one)',
  request: { params: EnquiryParams, query: z.object({ project }) },
  responses: {
    200: jsonResponse(ChatChannelSchema, 'The existing channel'),
    201: jsonResponse(ChatChannelSchema, 'A new channel'),
  },
});
