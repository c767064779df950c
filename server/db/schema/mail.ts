/**
 * Mail and flows (issue 20; spec 001 §3, §7 "Mail", "Flows"): subscribers with consent and engagement, mailing
 * lists (static members or segment rules), CSV imports run as jobs, campaigns with one send row per recipient
 * (claimed in a transaction: a crash mid-send never sends twice), and flows with a draft and a live version.
 * Tenant tables: every key starts with project_id. See docs/decisions/mail.md.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  CampaignStatus,
  ContentBlock,
  FlowRunStatus,
  FlowStatus,
  FlowVersion,
  ImportStatus,
  MailingListType,
  SegmentRules,
  SendStatus,
  SubscriberStatus,
} from '../../../common/mail.ts';
import { ts } from './columns.ts';
import { projects } from './projects.ts';

const project = () =>
  text()
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

/** Sort keys of nullable dates: missing dates sort as the epoch (last when descending). */
const EPOCH = sql.raw(`'1970-01-01 00:00:00+00'::timestamptz`);

export const mailSubscribers = pgTable(
  'mail_subscribers',
  {
    projectId: project(),
    id: text().notNull(),
    /** Normalised: trimmed and lower-cased; unique per project. */
    email: text().notNull(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    gender: text().$type<'male' | 'female'>(),
    attributes: jsonb().$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    status: text().$type<SubscriberStatus>().notNull().default('subscribed'),
    /** When and how the current consent status was given or withdrawn (form, import, api, unsubscribe link …). */
    consentAt: ts().notNull().defaultNow(),
    consentSource: text().notNull().default('api'),
    lastOpenedAt: ts(),
    lastClickedAt: ts(),
    /** The last order placed with this email in the project (set in the order's transaction; backfilled from orders). */
    lastPurchasedAt: ts(),
    openCount: integer().notNull().default(0),
    clickCount: integer().notNull().default(0),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.id] }),
    uniqueIndex('mail_subscribers_email_idx').on(t.projectId, t.email),
    index('mail_subscribers_created_idx').on(t.projectId, t.createdAt.desc(), t.id.desc()),
    // `id DESC` as the list orders it (NULLS FIRST is PostgreSQL's default for DESC; a NULLS LAST index would need an
    // incremental sort on top).
    index('mail_subscribers_opened_idx').on(t.projectId, sql`coalesce(${t.lastOpenedAt}, ${EPOCH}) DESC`, t.id.desc().nullsFirst()),
    index('mail_subscribers_clicked_idx').on(t.projectId, sql`coalesce(${t.lastClickedAt}, ${EPOCH}) DESC`, t.id.desc().nullsFirst()),
    // As `paginate` sorts (a row comparison cannot seek past NULLs, so never-purchased sort as the epoch: last).
    index('mail_subscribers_purchased_idx').on(t.projectId, sql`coalesce(${t.lastPurchasedAt}, ${EPOCH}) DESC`, t.id.desc().nullsFirst()),
  ],
);

export const mailingLists = pgTable(
  'mailing_lists',
  {
    projectId: project(),
    id: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    type: text().$type<MailingListType>().notNull().default('static'),
    /** Segments only: who belongs, evaluated when counted or sent to. */
    rules: jsonb().$type<SegmentRules>(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.id] }),
    index('mailing_lists_created_idx').on(t.projectId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** Members of static lists. */
export const mailingListMembers = pgTable(
  'mailing_list_members',
  {
    projectId: project(),
    mailingListId: text().notNull(),
    subscriberId: text().notNull(),
    addedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.mailingListId, t.subscriberId] }),
    index('mailing_list_members_subscriber_idx').on(t.projectId, t.subscriberId),
  ],
);

export interface ImportRowError {
  row: number;
  email: string | null;
  reason: string;
}

export const mailImports = pgTable(
  'mail_imports',
  {
    projectId: project(),
    id: text().notNull(),
    filename: text().notNull(),
    /** The uploaded file under DATA_DIR (removed when the job ends). */
    path: text().notNull(),
    bytes: integer().notNull(),
    status: text().$type<ImportStatus>().notNull().default('queued'),
    /** Column name in the file → subscriber field (email, firstName, lastName, gender, status, or attributes.<key>). */
    mapping: jsonb().$type<Record<string, string>>().notNull().default({}),
    mailingListId: text(),
    rowsRead: integer().notNull().default(0),
    created: integer().notNull().default(0),
    updated: integer().notNull().default(0),
    unchanged: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    bytesRead: integer().notNull().default(0),
    /** The first 1,000 row errors. */
    errors: jsonb().$type<ImportRowError[]>().notNull().default([]),
    message: text(),
    createdBy: text(),
    createdAt: ts().notNull().defaultNow(),
    finishedAt: ts(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.id] }), index('mail_imports_created_idx').on(t.projectId, t.createdAt.desc(), t.id.desc())],
);

export interface CampaignAudience {
  mailingListIds: string[];
  excludeMailingListIds: string[];
  segment: SegmentRules | null;
}

export const mailCampaigns = pgTable(
  'mail_campaigns',
  {
    projectId: project(),
    id: text().notNull(),
    name: text().notNull(),
    subject: text().notNull().default(''),
    preheader: text().notNull().default(''),
    fromName: text().notNull().default(''),
    fromEmail: text().notNull().default(''),
    blocks: jsonb().$type<ContentBlock[]>().notNull().default([]),
    audience: jsonb().$type<CampaignAudience>().notNull().default({ mailingListIds: [], excludeMailingListIds: [], segment: null }),
    status: text().$type<CampaignStatus>().notNull().default('draft'),
    scheduledAt: ts(),
    /** Messages per minute. */
    sendRate: integer().notNull().default(600),
    /** The HTML sent (rendered once when sending starts). */
    html: text(),
    recipients: integer().notNull().default(0),
    startedAt: ts(),
    sentAt: ts(),
    duplicatedFrom: text(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.id] }),
    index('mail_campaigns_created_idx').on(t.projectId, t.createdAt.desc(), t.id.desc()),
    index('mail_campaigns_status_idx').on(t.projectId, t.status, t.createdAt.desc(), t.id.desc()),
  ],
);

/** One row per recipient of a campaign: the claim that keeps a resumed send from mailing anyone twice. */
export const mailSends = pgTable(
  'mail_sends',
  {
    projectId: project(),
    campaignId: text().notNull(),
    subscriberId: text().notNull(),
    email: text().notNull(),
    status: text().$type<SendStatus>().notNull().default('pending'),
    sentAt: ts(),
    openedAt: ts(),
    clickedAt: ts(),
    unsubscribedAt: ts(),
    /** A permanent refusal: at send time (5xx) or a DSN later (a hard 5.x.x bounce). */
    bouncedAt: ts(),
    /** A feedback report (ARF) from the recipient's mailbox provider: "this is spam". */
    complainedAt: ts(),
    error: text(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.campaignId, t.subscriberId] }),
    index('mail_sends_pending_idx').on(t.projectId, t.campaignId, t.subscriberId).where(sql`${t.status} = 'pending'`),
  ],
);

export const flows = pgTable(
  'flows',
  {
    projectId: project(),
    id: text().notNull(),
    name: text().notNull(),
    status: text().$type<FlowStatus>().notNull().default('draft'),
    /** Edited separately from the live version; publishing copies it to `live`. */
    draft: jsonb().$type<FlowVersion>().notNull(),
    live: jsonb().$type<FlowVersion>(),
    publishedAt: ts(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.id] }), index('flows_created_idx').on(t.projectId, t.createdAt.desc(), t.id.desc())],
);

export const flowRuns = pgTable(
  'flow_runs',
  {
    projectId: project(),
    id: text().notNull(),
    flowId: text().notNull(),
    subscriberId: text().notNull(),
    status: text().$type<FlowRunStatus>().notNull().default('active'),
    /** The next step to run (index into `version.steps`). */
    step: integer().notNull().default(0),
    /** The live version the subscriber entered with: publishing a new version leaves running runs on theirs. */
    version: jsonb().$type<FlowVersion>().notNull(),
    /** What enrolled them: list_joined, order_placed, customer_inactive. */
    trigger: text().notNull(),
    /** When the next step is due (a wait ends); null once finished. */
    nextAt: ts(),
    /** Why a run ended early (unsubscribed, branch, subscriber deleted …). */
    exitReason: text(),
    startedAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
    finishedAt: ts(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.id] }),
    // A subscriber never runs through the same flow twice at once.
    uniqueIndex('flow_runs_active_idx').on(t.projectId, t.flowId, t.subscriberId).where(sql`${t.status} = 'active'`),
    index('flow_runs_flow_idx').on(t.projectId, t.flowId, t.startedAt.desc(), t.id.desc()),
  ],
);

/** One row per email a flow run sent (or skipped): the record of the send, keyed by run and step. */
export const flowSends = pgTable(
  'flow_sends',
  {
    projectId: project(),
    runId: text().notNull(),
    step: integer().notNull(),
    flowId: text().notNull(),
    subscriberId: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    status: text().$type<SendStatus>().notNull(),
    error: text(),
    sentAt: ts().notNull().defaultNow(),
    /** Engagement with this message (its links name the run and step). */
    openedAt: ts(),
    clickedAt: ts(),
    unsubscribedAt: ts(),
    bouncedAt: ts(),
    complainedAt: ts(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.runId, t.step] }), index('flow_sends_flow_idx').on(t.projectId, t.flowId, t.sentAt.desc())],
);
