/** Shapes of the mail contracts (spec 001 §7 "Mail"; enumerations §3; decisions in docs/decisions/mail.md). */
import { z } from '@hono/zod-openapi';
import {
  BLOCK_TYPES,
  CAMPAIGN_STATUSES,
  COUNT_FIELDS,
  DATE_FIELDS,
  GENDERS,
  IMPORT_STATUSES,
  LIST_MODES,
  MAILING_LIST_TYPES,
  OPERATORS,
  SUBSCRIBER_STATUSES,
} from '../../../common/mail.ts';

export const projectQuery = {
  project: z.string().min(1).max(64).openapi({ description: 'The project the caller works in' }),
};
export const searchQuery = {
  search: z.string().trim().max(200).optional().openapi({ description: 'Part of an email address or name' }),
};
export const idParam = (name: string) =>
  z
    .string()
    .min(1)
    .max(120)
    .openapi({ param: { name, in: 'path' } });

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
export const EMAIL = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+\.[^\s@<>(),;:"[\]\\]{2,}$/;
export const emailField = z
  .string()
  .trim()
  .max(254, 'The email address may be at most 254 characters.')
  .refine((v) => EMAIL.test(v), 'Enter a valid email address.')
  .transform(normaliseEmail);

const attributeValue = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);
export const attributesField = z
  .record(z.string().min(1).max(64), attributeValue)
  .refine((v) => Object.keys(v).length <= 50, 'At most 50 attributes.');

export const SubscriberSchema = z
  .object({
    id: z.string(),
    project: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    gender: z.enum(GENDERS).nullable(),
    attributes: z.record(z.string(), attributeValue),
    status: z.enum(SUBSCRIBER_STATUSES),
    consent: z.object({
      status: z.enum(SUBSCRIBER_STATUSES),
      at: z.string().openapi({ description: 'When the current consent status was given or withdrawn' }),
      source: z.string().openapi({ description: 'How: api, form, import, unsubscribe-link, list-unsubscribe, bounce …' }),
    }),
    mailingListIds: z.array(z.string()),
    lastOpened: z.string().nullable(),
    lastClicked: z.string().nullable(),
    lastPurchased: z.string().nullable().openapi({ description: 'From the orders area: the customer with this email' }),
    openCount: z.number().int(),
    clickCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Subscriber');

export const CreateSubscriberBody = z
  .strictObject({
    email: emailField,
    firstName: z.string().trim().max(100).default(''),
    lastName: z.string().trim().max(100).default(''),
    gender: z.enum(GENDERS).nullable().default(null),
    attributes: attributesField.default({}),
    status: z.enum(SUBSCRIBER_STATUSES).default('subscribed'),
    consentSource: z.string().trim().min(1).max(60).default('api'),
    mailingListIds: z.array(z.string().min(1).max(120)).max(100).default([]),
  })
  .openapi('CreateSubscriberRequest');
export const UpdateSubscriberBody = z
  .strictObject({
    email: emailField,
    firstName: z.string().trim().max(100),
    lastName: z.string().trim().max(100),
    gender: z.enum(GENDERS).nullable(),
    attributes: attributesField,
    status: z.enum(SUBSCRIBER_STATUSES),
    consentSource: z.string().trim().min(1).max(60).optional(),
    mailingListIds: z.array(z.string().min(1).max(120)).max(100),
  })
  .openapi('UpdateSubscriberRequest');

const conditionSchema = z
  .strictObject({
    field: z.enum([...DATE_FIELDS, ...COUNT_FIELDS]),
    op: z.enum(OPERATORS),
    value: z.union([z.string().max(40), z.number()]).optional(),
    days: z.number().int().min(0).max(36_500).optional(),
  })
  .superRefine((c, ctx) => {
    const isDate = (DATE_FIELDS as readonly string[]).includes(c.field);
    if (isDate) {
      if (c.days === undefined && (typeof c.value !== 'string' || Number.isNaN(Date.parse(c.value))))
        ctx.addIssue({ code: 'custom', path: ['value'], message: 'Give a date (ISO 8601) or a number of days.' });
    } else if (typeof c.value !== 'number' || !Number.isInteger(c.value) || c.value < 0)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Give a whole number.' });
  });
export const SegmentRulesSchema = z
  .strictObject({
    gender: z.enum(GENDERS).nullable().optional(),
    conditions: z.array(conditionSchema).max(20).default([]),
    lists: z
      .array(z.strictObject({ mailingListId: z.string().min(1).max(120), mode: z.enum(LIST_MODES) }))
      .max(20)
      .default([]),
  })
  .openapi('SegmentRules');

export const MailingListSchema = z
  .object({
    id: z.string(),
    project: z.string(),
    name: z.string(),
    description: z.string(),
    type: z.enum(MAILING_LIST_TYPES),
    rules: z.union([SegmentRulesSchema, z.null()]),
    count: z.number().int().openapi({ description: 'Subscribed members now (segments: evaluated live)' }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('MailingList');
export const CreateMailingListBody = z
  .strictObject({
    name: z.string().trim().min(1, 'The name is required.').max(120),
    description: z.string().trim().max(500).default(''),
    type: z.enum(MAILING_LIST_TYPES).default('static'),
    rules: z.union([SegmentRulesSchema, z.null()]).optional(),
  })
  .openapi('CreateMailingListRequest');
export const UpdateMailingListBody = z
  .strictObject({
    name: z.string().trim().min(1, 'The name is required.').max(120).optional(),
    description: z.string().trim().max(500).optional(),
    rules: z.union([SegmentRulesSchema, z.null()]).optional(),
  })
  .openapi('UpdateMailingListRequest');

export const AudienceSchema = z
  .strictObject({
    mailingListIds: z.array(z.string().min(1).max(120)).max(50).default([]),
    excludeMailingListIds: z.array(z.string().min(1).max(120)).max(50).default([]),
    segment: z.union([SegmentRulesSchema, z.null()]).default(null),
  })
  .openapi('CampaignAudience');

const blockSchema = z.strictObject({
  type: z.enum(BLOCK_TYPES),
  text: z.string().max(10_000).optional(),
  url: z
    .string()
    .max(2000)
    .refine((u) => /^https?:\/\//i.test(u), 'Links must start with http:// or https://.')
    .optional(),
});

export const CampaignReportSchema = z
  .object({
    recipients: z.number().int(),
    sent: z.number().int(),
    delivered: z.number().int(),
    opened: z.number().int(),
    clicked: z.number().int(),
    unsubscribed: z.number().int(),
    bounced: z.number().int(),
    complained: z.number().int(),
    failed: z.number().int(),
    pending: z.number().int(),
  })
  .openapi('CampaignReport');

export const CampaignSchema = z
  .object({
    id: z.string(),
    project: z.string(),
    name: z.string(),
    subject: z.string(),
    preheader: z.string(),
    fromName: z.string(),
    fromEmail: z.string(),
    blocks: z.array(blockSchema),
    audience: AudienceSchema,
    status: z.enum(CAMPAIGN_STATUSES),
    scheduledAt: z.string().nullable(),
    sendRate: z.number().int().openapi({ description: 'Messages per minute' }),
    startedAt: z.string().nullable(),
    sentAt: z.string().nullable(),
    duplicatedFrom: z.string().nullable(),
    report: CampaignReportSchema,
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Campaign');

const campaignFields = {
  name: z.string().trim().min(1, 'The name is required.').max(200),
  subject: z.string().trim().max(200),
  preheader: z.string().trim().max(200),
  fromName: z.string().trim().max(100),
  fromEmail: z.union([z.literal(''), emailField]),
  blocks: z.array(blockSchema).max(100),
  audience: AudienceSchema,
  scheduledAt: z.iso.datetime({ offset: true }).nullable(),
  sendRate: z.number().int().min(1).max(100_000),
};
export const CreateCampaignBody = z
  .strictObject({
    name: campaignFields.name,
    subject: campaignFields.subject.default(''),
    preheader: campaignFields.preheader.default(''),
    fromName: campaignFields.fromName.default(''),
    fromEmail: campaignFields.fromEmail.default(''),
    blocks: campaignFields.blocks.default([]),
    audience: AudienceSchema.optional(),
    scheduledAt: campaignFields.scheduledAt.optional(),
    sendRate: campaignFields.sendRate.default(600),
  })
  .openapi('CreateCampaignRequest');
export const UpdateCampaignBody = z
  .strictObject({
    name: campaignFields.name.optional(),
    subject: campaignFields.subject.optional(),
    preheader: campaignFields.preheader.optional(),
    fromName: campaignFields.fromName.optional(),
    fromEmail: campaignFields.fromEmail.optional(),
    blocks: campaignFields.blocks.optional(),
    audience: AudienceSchema.optional(),
    scheduledAt: campaignFields.scheduledAt.optional(),
    sendRate: campaignFields.sendRate.optional(),
    status: z
      .enum(CAMPAIGN_STATUSES)
      .optional()
      .openapi({ description: 'scheduled (needs scheduledAt), sending (send now), paused, cancelled, draft (unschedule)' }),
  })
  .openapi('UpdateCampaignRequest');

export const ImportSchema = z
  .object({
    id: z.string(),
    project: z.string(),
    filename: z.string(),
    status: z.enum(IMPORT_STATUSES),
    progress: z.number().openapi({ description: '0 to 1, by bytes read' }),
    rowsRead: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    failed: z.number().int(),
    errors: z.array(z.object({ row: z.number().int(), email: z.string().nullable(), reason: z.string() })),
    message: z.string().nullable(),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .openapi('SubscriberImport');
