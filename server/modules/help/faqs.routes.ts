/** FAQ and FAQ group contracts (spec 001 §7 "FAQs": query project on all; the list holds `faqs`). */
import { z } from '@hono/zod-openapi';
import { PERMISSIONS } from '../../../common/permissions.ts';
import { FAQ_VISIBILITIES, FAQ_VOTES } from '../../../common/help.ts';
import { access } from '../../lib/access.ts';
import { defineRoute, jsonBody, jsonResponse, OkSchema, pageQuery } from '../../lib/openapi.ts';
import { idParam, projectQuery, richText, searchQuery } from './help.schemas.ts';

const tags = ['FAQs'];

export const FaqSchema = z
  .object({
    id: z.string(),
    project: z.string().openapi({ description: 'The project that wrote it' }),
    faqGroupId: z.string().nullable(),
    question: z.string(),
    answer: z.string().openapi({ description: 'Sanitised HTML' }),
    position: z.number().int(),
    visibility: z.enum(FAQ_VISIBILITIES),
    helpfulCount: z.number().int(),
    notHelpfulCount: z.number().int(),
    myVote: z.enum(FAQ_VOTES).nullable().openapi({ description: "The caller's vote" }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Faq');
export const FaqListSchema = z.object({ faqs: z.array(FaqSchema), nextPageToken: z.string().nullable() }).openapi('FaqList');

export const FaqGroupSchema = z
  .object({
    id: z.string(),
    project: z.string(),
    name: z.string(),
    position: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('FaqGroup');
export const FaqGroupListSchema = z.object({ faqs: z.array(FaqGroupSchema), nextPageToken: z.string().nullable() }).openapi('FaqGroupList');

const question = z.string().trim().min(1, 'The question is required.').max(300, 'The question may be at most 300 characters.');
const position = z.number().int().min(0).max(100_000);
export const CreateFaqBody = z
  .strictObject({
    question,
    answer: richText('answer', 20_000),
    faqGroupId: z.string().min(1).max(120).nullable().optional(),
    visibility: z.enum(FAQ_VISIBILITIES).default('draft'),
    position: position.optional(),
  })
  .openapi('CreateFaqRequest');
export const UpdateFaqBody = z
  .strictObject({
    question: question.optional(),
    answer: richText('answer', 20_000).optional(),
    faqGroupId: z.string().min(1).max(120).nullable().optional(),
    visibility: z.enum(FAQ_VISIBILITIES).optional(),
    position: position.optional(),
  })
  .openapi('UpdateFaqRequest');
export const VoteBody = z
  .strictObject({
    vote: z.enum(FAQ_VOTES).nullable().openapi({ description: 'helpful or not_helpful; null takes the vote back' }),
  })
  .openapi('FaqVoteRequest');
export const CreateGroupBody = z
  .strictObject({
    name: z.string().trim().min(1, 'The name is required.').max(120, 'The name may be at most 120 characters.'),
    position: position.optional(),
  })
  .openapi('CreateFaqGroupRequest');
export const UpdateGroupBody = z
  .strictObject({
    name: z.string().trim().min(1, 'The name is required.').max(120, 'The name may be at most 120 characters.').optional(),
    position: position.optional().openapi({ description: 'Move the group to this place (0 = first); the others shift' }),
  })
  .openapi('UpdateFaqGroupRequest');

export const FAQ_SORTS = ['position', 'newest', 'helpful', 'relevance'] as const;
const query = z.object({ ...projectQuery });
const faqParams = z.object({ faqId: idParam('faqId') });
const groupParams = z.object({ faqGroupId: idParam('faqGroupId') });
const read = access.project(PERMISSIONS.faqsFaqsList);
const manage = access.project(PERMISSIONS.faqsFaqsManage);

export const listFaqGroupsRoute = defineRoute({
  method: 'get',
  path: '/groups',
  access: read,
  tags,
  summary: "FAQ groups: the project's own and those of the platform holding platform FAQs, in display order",
  request: { query: z.object({ ...projectQuery, ...pageQuery, ...searchQuery }) },
  responses: { 200: jsonResponse(FaqGroupListSchema, 'FAQ groups') },
});
export const createFaqGroupRoute = defineRoute({
  method: 'post',
  path: '/groups',
  access: manage,
  tags,
  summary: 'Create an FAQ group',
  request: { query, body: jsonBody(CreateGroupBody) },
  responses: { 201: jsonResponse(FaqGroupSchema, 'The group') },
});
export const getFaqGroupRoute = defineRoute({
  method: 'get',
  path: '/groups/{faqGroupId}',
  access: read,
  tags,
  summary: 'One FAQ group',
  request: { query, params: groupParams },
  responses: { 200: jsonResponse(FaqGroupSchema, 'The group') },
});
export const updateFaqGroupRoute = defineRoute({
  method: 'patch',
  path: '/groups/{faqGroupId}',
  access: manage,
  tags,
  summary: 'Rename or move an FAQ group',
  request: { query, params: groupParams, body: jsonBody(UpdateGroupBody) },
  responses: { 200: jsonResponse(FaqGroupSchema, 'The group') },
});
export const deleteFaqGroupRoute = defineRoute({
  method: 'delete',
  path: '/groups/{faqGroupId}',
  access: manage,
  tags,
  summary: 'Delete an FAQ group (its FAQs stay, without a group)',
  request: { query, params: groupParams },
  responses: { 200: jsonResponse(OkSchema, 'Deleted') },
});

export const listFaqsRoute = defineRoute({
  method: 'get',
  path: '/',
  access: read,
  tags,
  summary: "FAQs the project can read: its own (drafts for editors) and the platform's",
  request: {
    query: z.object({
      ...projectQuery,
      ...pageQuery,
      ...searchQuery,
      sortBy: z.enum(FAQ_SORTS).optional().openapi({ description: 'position (default), newest, helpful, relevance (default with search)' }),
    }),
  },
  responses: { 200: jsonResponse(FaqListSchema, 'FAQs') },
});
export const createFaqRoute = defineRoute({
  method: 'post',
  path: '/',
  access: manage,
  tags,
  summary: 'Create an FAQ (the answer is sanitised HTML)',
  request: { query, body: jsonBody(CreateFaqBody) },
  responses: { 201: jsonResponse(FaqSchema, 'The FAQ') },
});
export const getFaqRoute = defineRoute({
  method: 'get',
  path: '/{faqId}',
  access: read,
  tags,
  summary: 'One FAQ',
  request: { query, params: faqParams },
  responses: { 200: jsonResponse(FaqSchema, 'The FAQ') },
});
export const updateFaqRoute = defineRoute({
  method: 'patch',
  path: '/{faqId}',
  access: manage,
  tags,
  summary: 'Change an FAQ',
  request: { query, params: faqParams, body: jsonBody(UpdateFaqBody) },
  responses: { 200: jsonResponse(FaqSchema, 'The FAQ') },
});
export const deleteFaqRoute = defineRoute({
  method: 'delete',
  path: '/{faqId}',
  access: manage,
  tags,
  summary: 'Delete an FAQ',
  request: { query, params: faqParams },
  responses: { 200: jsonResponse(OkSchema, 'Deleted') },
});
export const voteFaqRoute = defineRoute({
  method: 'post',
  path: '/{faqId}/vote',
  access: read,
  tags,
  summary: 'Vote an FAQ helpful or not (one vote per user; a new vote replaces it, null takes it back)',
  request: { query, params: faqParams, body: jsonBody(VoteBody) },
  responses: { 200: jsonResponse(FaqSchema, 'The FAQ with its counts') },
});
