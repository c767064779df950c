/**
 * Mail contracts (spec 001 §7 "Mail": query project on all). Lists answer `subscribers`, `mailingLists`,
 * `campaigns`, `drafts`. Beyond the spec (docs/decisions/mail.md): mailing-list writes, the audience count, the
 * import's progress, the subscriber export, the campaign preview, and the public tracking/unsubscribe links.
 */
import { z } from '@hono/zod-openapi';
import { CAMPAIGN_SORTS, CAMPAIGN_STATUSES, GENDERS, SUBSCRIBER_SORTS, SUBSCRIBER_STATUSES } from '../../../common/mail.ts';
import { PERMISSIONS } from '../../../common/permissions.ts';
import { access } from '../../lib/access.ts';
import { defineRoute, jsonBody, jsonResponse, OkSchema, pageQuery } from '../../lib/openapi.ts';
import {
  AudienceSchema,
  CampaignSchema,
  CreateCampaignBody,
  CreateMailingListBody,
  CreateSubscriberBody,
  ImportSchema,
  idParam,
  MailingListSchema,
  projectQuery,
  SubscriberSchema,
  searchQuery,
  UpdateCampaignBody,
  UpdateMailingListBody,
  UpdateSubscriberBody,
} from './mail.schemas.ts';

const tags = ['Mail'];
const query = z.object({ ...projectQuery });
const subscriberParams = z.object({ subscriberId: idParam('subscriberId') });
const listParams = z.object({ mailingListId: idParam('mailingListId') });
const campaignParams = z.object({ campaignId: idParam('campaignId') });
const draftParams = z.object({ draftId: idParam('draftId') });
const readSubscribers = access.project(PERMISSIONS.mailSubscribersList);
const manageSubscribers = access.project(PERMISSIONS.mailSubscribersManage);
const readCampaigns = access.project(PERMISSIONS.mailCampaignsList);
const manageCampaigns = access.project(PERMISSIONS.mailCampaignsManage);

export const SubscriberFilters = {
  ...projectQuery,
  ...searchQuery,
  status: z.enum(SUBSCRIBER_STATUSES).optional(),
  gender: z.enum(GENDERS).optional(),
  mailingListId: z.string().min(1).max(120).optional().openapi({ description: 'Members of this list or segment' }),
  sortBy: z
    .enum(SUBSCRIBER_SORTS)
    .default('createdAt')
    .openapi({ description: 'lastClicked, lastOpened, lastPurchased (latest first), createdAt (newest first), email (A–Z)' }),
};

// Subscribers
export const listSubscribersRoute = defineRoute({
  method: 'get',
  operationId: 'listMailSubscribers',
  path: '/subscribers',
  access: readSubscribers,
  tags,
  summary: 'Subscribers, filtered and sorted',
  request: { query: z.object({ ...SubscriberFilters, ...pageQuery }) },
  responses: {
    200: jsonResponse(
      z.object({ subscribers: z.array(SubscriberSchema), nextPageToken: z.string().nullable() }).openapi('SubscriberList'),
      'Subscribers',
    ),
  },
});
export const createSubscriberRoute = defineRoute({
  method: 'post',
  operationId: 'createMailSubscriber',
  path: '/subscribers',
  access: manageSubscribers,
  tags,
  summary: 'Add a subscriber (the email is normalised; a second one with the same email is a 422)',
  request: { query, body: jsonBody(CreateSubscriberBody) },
  responses: { 201: jsonResponse(SubscriberSchema, 'The subscriber') },
});
export const exportSubscribersRoute = defineRoute({
  method: 'get',
  operationId: 'exportMailSubscribers',
  path: '/subscribers/export',
  access: access.project(PERMISSIONS.mailSubscribersExport),
  tags,
  summary: 'The filtered subscribers as CSV (formula cells neutralised), streamed',
  request: { query: z.object(SubscriberFilters) },
  responses: { 200: { description: 'CSV, one row per subscriber', content: { 'text/csv': { schema: z.string() } } } },
});
export const importSubscribersRoute = defineRoute({
  method: 'post',
  operationId: 'importMailSubscribers',
  path: '/subscribers/import',
  access: manageSubscribers,
  tags,
  summary:
    'Import subscribers from a CSV file (multipart, field `file`; `,` or `;`, BOM, quoted fields, up to 100,000 rows). Runs as a job: poll the import for progress and row errors. Merged by email; re-importing the same file changes nothing.',
  request: {
    query,
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({
            file: z.any().openapi({ type: 'string', format: 'binary' }),
            mapping: z
              .string()
              .optional()
              .openapi({ description: 'JSON: column name → email, firstName, lastName, gender, status, attributes.<key> or "" (skip)' }),
            mailingListId: z.string().optional().openapi({ description: 'Add every imported subscriber to this static list' }),
          }),
        },
      },
    },
  },
  responses: { 202: jsonResponse(ImportSchema, 'The import job') },
});
export const getImportRoute = defineRoute({
  method: 'get',
  operationId: 'getMailSubscriberImport',
  path: '/subscribers/imports/{importId}',
  access: readSubscribers,
  tags,
  summary: "An import's progress, counts and row errors",
  request: { query, params: z.object({ importId: idParam('importId') }) },
  responses: { 200: jsonResponse(ImportSchema, 'The import') },
});
export const getSubscriberRoute = defineRoute({
  method: 'get',
  operationId: 'getMailSubscriber',
  path: '/subscribers/{subscriberId}',
  access: readSubscribers,
  tags,
  summary: 'One subscriber',
  request: { query, params: subscriberParams },
  responses: { 200: jsonResponse(SubscriberSchema, 'The subscriber') },
});
export const updateSubscriberRoute = defineRoute({
  method: 'put',
  operationId: 'updateMailSubscriber',
  path: '/subscribers/{subscriberId}',
  access: manageSubscribers,
  tags,
  summary: 'Replace a subscriber (a consent status change records its time and source)',
  request: { query, params: subscriberParams, body: jsonBody(UpdateSubscriberBody) },
  responses: { 200: jsonResponse(SubscriberSchema, 'The subscriber') },
});
export const deleteSubscriberRoute = defineRoute({
  method: 'delete',
  operationId: 'deleteMailSubscriber',
  path: '/subscribers/{subscriberId}',
  access: manageSubscribers,
  tags,
  summary: 'Delete a subscriber and their list memberships',
  request: { query, params: subscriberParams },
  responses: { 200: jsonResponse(OkSchema, 'Deleted') },
});

// Mailing lists and segments
export const listMailingListsRoute = defineRoute({
  method: 'get',
  operationId: 'listMailingLists',
  path: '/mailing-lists',
  access: readSubscribers,
  tags,
  summary: 'Mailing lists and segments, newest first, with their live counts',
  request: { query: z.object({ ...projectQuery, ...pageQuery, ...searchQuery }) },
  responses: {
    200: jsonResponse(
      z.object({ mailingLists: z.array(MailingListSchema), nextPageToken: z.string().nullable() }).openapi('MailingListList'),
      'Mailing lists',
    ),
  },
});
export const createMailingListRoute = defineRoute({
  method: 'post',
  operationId: 'createMailingList',
  path: '/mailing-lists',
  access: manageSubscribers,
  tags,
  summary: 'Create a static list or a segment (rules: gender, date and count conditions gt/gte/lt/lte, include/exclude lists)',
  request: { query, body: jsonBody(CreateMailingListBody) },
  responses: { 201: jsonResponse(MailingListSchema, 'The list') },
});
export const countAudienceRoute = defineRoute({
  method: 'post',
  operationId: 'countMailAudience',
  path: '/audience/count',
  access: readSubscribers,
  tags,
  summary: 'How many subscribed people an audience (lists, exclusions, segment rules) reaches now',
  request: { query, body: jsonBody(AudienceSchema) },
  responses: { 200: jsonResponse(z.object({ count: z.number().int() }).openapi('AudienceCount'), 'The count') },
});
export const getMailingListRoute = defineRoute({
  method: 'get',
  operationId: 'getMailingList',
  path: '/mailing-lists/{mailingListId}',
  access: readSubscribers,
  tags,
  summary: 'One mailing list or segment with its live count',
  request: { query, params: listParams },
  responses: { 200: jsonResponse(MailingListSchema, 'The list') },
});
export const updateMailingListRoute = defineRoute({
  method: 'patch',
  operationId: 'updateMailingList',
  path: '/mailing-lists/{mailingListId}',
  access: manageSubscribers,
  tags,
  summary: 'Rename a list or change a segment’s rules',
  request: { query, params: listParams, body: jsonBody(UpdateMailingListBody) },
  responses: { 200: jsonResponse(MailingListSchema, 'The list') },
});
export const deleteMailingListRoute = defineRoute({
  method: 'delete',
  operationId: 'deleteMailingList',
  path: '/mailing-lists/{mailingListId}',
  access: manageSubscribers,
  tags,
  summary: 'Delete a list (its subscribers stay)',
  request: { query, params: listParams },
  responses: { 200: jsonResponse(OkSchema, 'Deleted') },
});
export const MembersBody = z
  .strictObject({
    add: z.array(z.string().min(1).max(120)).max(1000).default([]),
    remove: z.array(z.string().min(1).max(120)).max(1000).default([]),
  })
  .openapi('MailingListMembersRequest');
export const updateMembersRoute = defineRoute({
  method: 'post',
  operationId: 'updateMailingListMembers',
  path: '/mailing-lists/{mailingListId}/members',
  access: manageSubscribers,
  tags,
  summary: 'Add or remove subscribers of a static list',
  request: { query, params: listParams, body: jsonBody(MembersBody) },
  responses: { 200: jsonResponse(MailingListSchema, 'The list') },
});

// Campaigns and drafts
export const listCampaignsRoute = defineRoute({
  method: 'get',
  operationId: 'listMailCampaigns',
  path: '/campaigns',
  access: readCampaigns,
  tags,
  summary: 'Campaigns with their reports',
  request: {
    query: z.object({
      ...projectQuery,
      ...pageQuery,
      ...searchQuery,
      status: z.enum(CAMPAIGN_STATUSES).optional(),
      sortBy: z.enum(CAMPAIGN_SORTS).default('createdAt').openapi({ description: 'createdAt, updatedAt, sentAt (latest first) or name' }),
    }),
  },
  responses: {
    200: jsonResponse(
      z.object({ campaigns: z.array(CampaignSchema), nextPageToken: z.string().nullable() }).openapi('CampaignList'),
      'Campaigns',
    ),
  },
});
export const createCampaignRoute = defineRoute({
  method: 'post',
  operationId: 'createMailCampaign',
  path: '/campaigns',
  access: manageCampaigns,
  tags,
  summary: 'Create a campaign (a draft)',
  request: { query, body: jsonBody(CreateCampaignBody) },
  responses: { 201: jsonResponse(CampaignSchema, 'The campaign') },
});
export const getCampaignRoute = defineRoute({
  method: 'get',
  operationId: 'getMailCampaign',
  path: '/campaigns/{campaignId}',
  access: readCampaigns,
  tags,
  summary: 'One campaign with its report',
  request: { query, params: campaignParams },
  responses: { 200: jsonResponse(CampaignSchema, 'The campaign') },
});
export const updateCampaignRoute = defineRoute({
  method: 'patch',
  operationId: 'updateMailCampaign',
  path: '/campaigns/{campaignId}',
  access: manageCampaigns,
  tags,
  summary:
    'Change a draft or scheduled campaign, or move it: draft → scheduled → sending → sent; sending ↔ paused; cancelled (sending needs mail.campaigns.send)',
  request: { query, params: campaignParams, body: jsonBody(UpdateCampaignBody) },
  responses: { 200: jsonResponse(CampaignSchema, 'The campaign') },
});
export const previewCampaignRoute = defineRoute({
  method: 'get',
  operationId: 'previewMailCampaign',
  path: '/campaigns/{campaignId}/preview',
  access: readCampaigns,
  tags,
  summary: 'The campaign as responsive email HTML (MJML), links shown untracked',
  request: { query, params: campaignParams },
  responses: { 200: jsonResponse(z.object({ subject: z.string(), html: z.string() }).openapi('CampaignPreview'), 'The email') },
});
export const listDraftsRoute = defineRoute({
  method: 'get',
  operationId: 'listMailDrafts',
  path: '/drafts',
  access: readCampaigns,
  tags,
  summary: 'Drafts: campaigns not scheduled or sent yet, last edited first',
  request: { query: z.object({ ...projectQuery, ...pageQuery, ...searchQuery }) },
  responses: {
    200: jsonResponse(z.object({ drafts: z.array(CampaignSchema), nextPageToken: z.string().nullable() }).openapi('DraftList'), 'Drafts'),
  },
});
export const getDraftRoute = defineRoute({
  method: 'get',
  operationId: 'getMailDraft',
  path: '/drafts/{draftId}',
  access: readCampaigns,
  tags,
  summary: 'One draft',
  request: { query, params: draftParams },
  responses: { 200: jsonResponse(CampaignSchema, 'The draft') },
});
export const duplicateDraftRoute = defineRoute({
  method: 'post',
  operationId: 'duplicateMailDraft',
  path: '/drafts/{draftId}/duplicate',
  access: manageCampaigns,
  tags,
  summary: 'Copy a draft (or any campaign) into a new editable draft',
  request: { query, params: draftParams },
  responses: { 201: jsonResponse(CampaignSchema, 'The copy') },
});

// Public links in the emails (signed; no sign-in)
const tokenParams = z.object({
  token: z
    .string()
    .min(10)
    .max(400)
    .openapi({ param: { name: 'token', in: 'path' } }),
});
export const openPixelRoute = defineRoute({
  method: 'get',
  operationId: 'mailTrackOpen',
  path: '/t/o/{token}',
  access: access.public(),
  tags,
  summary: 'Open tracking pixel (records the open; always answers the 1×1 GIF)',
  request: { params: tokenParams },
  responses: { 200: { description: 'GIF', content: { 'image/gif': { schema: z.string() } } } },
});
export const clickRoute = defineRoute({
  method: 'get',
  operationId: 'mailTrackClick',
  path: '/t/c/{token}',
  access: access.public(),
  tags,
  summary: 'Tracked link: records the click and redirects to the signed target',
  request: { params: tokenParams, query: z.object({ u: z.string().min(1).max(2000), s: z.string().min(1).max(100) }) },
  responses: { 302: { description: 'To the link' } },
});
export const unsubscribePageRoute = defineRoute({
  method: 'get',
  operationId: 'mailUnsubscribePage',
  path: '/unsubscribe/{token}',
  access: access.public(),
  tags,
  summary: 'The unsubscribe page of a message (a button confirms; link scanners do not unsubscribe anyone)',
  request: { params: tokenParams },
  responses: { 200: { description: 'HTML', content: { 'text/html': { schema: z.string() } } } },
});
export const unsubscribeRoute = defineRoute({
  method: 'post',
  operationId: 'mailUnsubscribe',
  path: '/unsubscribe/{token}',
  access: access.public(),
  tags,
  summary: 'Unsubscribe (the page’s button, or RFC 8058 one-click `List-Unsubscribe=One-Click`)',
  request: { params: tokenParams },
  responses: { 200: { description: 'HTML', content: { 'text/html': { schema: z.string() } } } },
});

// Inbound bounces and complaints (a provider webhook or an MTA pipe posts the raw message; the signed VERP token in
// it is the authentication).
export const InboundResultSchema = z
  .object({
    result: z.enum(['bounced', 'complained', 'duplicate', 'ignored']).openapi({
      description:
        '`bounced` (a hard 5.x.x DSN) or `complained` (an ARF report) recorded now; `duplicate`: this message already had it; `ignored`: a soft (4.x.x) or delayed DSN, a not-spam report, or a message whose send no longer exists',
    }),
    status: z.string().nullable().openapi({ description: 'The DSN status code (5.1.1) or the ARF feedback type (abuse)' }),
  })
  .openapi('MailInboundResult');
export const inboundRoute = defineRoute({
  method: 'post',
  operationId: 'mailInbound',
  path: '/inbound',
  access: access.public(),
  tags,
  summary:
    'Receive a bounce (DSN, RFC 3464) or a complaint (ARF, RFC 5965) as the raw message; the send is found from the signed `bounces+<token>@…` address in it',
  request: {
    query: z.object({
      recipient: z
        .string()
        .max(400)
        .optional()
        .openapi({ description: 'The envelope recipient, when the MTA knows it (e.g. `bounces+<token>@mail.example.com`)' }),
    }),
    body: {
      required: true,
      description: 'The whole message as received (RFC 5322)',
      content: { 'message/rfc822': { schema: z.string().openapi({ format: 'binary' }) } },
    },
  },
  responses: {
    202: jsonResponse(InboundResultSchema, 'Recorded (or nothing to record)'),
  },
});
