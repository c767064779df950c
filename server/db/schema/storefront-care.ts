/**
 * Storefront care (issue 16; spec 000 §3, §7 "Platform API"): customer enquiries with their change log, product
 * reviews with moderation, custom and client domains verified by DNS TXT, the storefront's own terms versions and
 * who accepted them, and the card-payment (Stripe-Connect-like) connection. Tenant tables are keyed by
 * `project_id` first; `domain_claims` is the one global table (a verified host belongs to one project only).
 * See docs/decisions/storefront-care.md.
 */
import { type SQL, sql } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { projects } from './projects.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const projectId = () =>
  text()
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

export const ENQUIRY_STATUSES = ['open', 'pending', 'resolved'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const ENQUIRY_SOURCES = ['contact_form', 'order_page', 'return_request', 'api'] as const;
export type EnquirySource = (typeof ENQUIRY_SOURCES)[number];

/** A customer's message to the shop. */
export const enquiries = pgTable(
  'enquiries',
  {
    projectId: projectId(),
    id: text().notNull(),
    /** Linked customer (matched by email on create) and order, when known. */
    customerId: text(),
    orderId: text(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    source: text().$type<EnquirySource>().notNull().default('contact_form'),
    status: text().$type<EnquiryStatus>().notNull().default('open'),
    /** A project member (user id). */
    assigneeId: text(),
    tags: jsonb().$type<string[]>().notNull().default([]),
    chatChannelId: text(),
    resolvedAt: ts(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
    search: tsvector().generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('simple', ${enquiries.name} || ' ' || ${enquiries.email} || ' ' || replace(${enquiries.email}, '@', ' ') || ' ' || ${enquiries.subject} || ' ' || ${enquiries.message})`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.id] }),
    index('enquiries_created_idx').on(t.projectId, t.createdAt, t.id),
    index('enquiries_status_idx').on(t.projectId, t.status, t.createdAt, t.id),
    index('enquiries_search_idx').using('gin', t.search),
  ],
);

/** Every change of an enquiry (who, what, when); append-only. */
export const enquiryLogs = pgTable(
  'enquiry_logs',
  {
    projectId: projectId(),
    id: text().notNull(),
    enquiryId: text().notNull(),
    /** created | status | assignee | tags | chat_channel */
    action: text().notNull(),
    message: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    actorType: text().$type<'user' | 'apiKey' | 'system'>().notNull(),
    actorId: text(),
    actorName: text(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.id] }), index('enquiry_logs_enquiry_idx').on(t.projectId, t.enquiryId, t.createdAt, t.id)],
);

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected', 'spam'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A product review left on the storefront. */
export const reviews = pgTable(
  'reviews',
  {
    projectId: projectId(),
    id: text().notNull(),
    productId: text(),
    productName: text().notNull(),
    customerId: text(),
    orderId: text(),
    authorName: text().notNull(),
    authorEmail: text(),
    rating: smallint().notNull(),
    title: text().notNull().default(''),
    body: text().notNull().default(''),
    verifiedPurchase: boolean().notNull().default(false),
    status: text().$type<ReviewStatus>().notNull().default('pending'),
    moderatedById: text(),
    moderatedByName: text(),
    moderationReason: text(),
    moderatedAt: ts(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
    search: tsvector().generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('simple', ${reviews.productName} || ' ' || ${reviews.authorName} || ' ' || ${reviews.title} || ' ' || ${reviews.body})`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.id] }),
    index('reviews_created_idx').on(t.projectId, t.createdAt, t.id),
    index('reviews_status_idx').on(t.projectId, t.status, t.createdAt, t.id),
    index('reviews_rating_idx').on(t.projectId, t.rating, t.createdAt, t.id),
    index('reviews_search_idx').using('gin', t.search),
  ],
);

export const DOMAIN_KINDS = ['platform', 'client'] as const;
export type DomainKind = (typeof DOMAIN_KINDS)[number];

/** A custom domain of the storefront (`platform`) or of one of the project's clients (`client`). */
export const storefrontDomains = pgTable(
  'storefront_domains',
  {
    projectId: projectId(),
    id: text().notNull(),
    kind: text().$type<DomainKind>().notNull(),
    /** ASCII (punycode), lower case, no trailing dot. */
    domain: text().notNull(),
    /** pending | verified */
    status: text().$type<'pending' | 'verified'>().notNull().default('pending'),
    /** The value expected in the TXT record `_shopfloor-verify.<domain>`. */
    token: text().notNull(),
    verifiedAt: ts(),
    lastCheckedAt: ts(),
    lastError: text(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.id] }), uniqueIndex('storefront_domains_domain_idx').on(t.projectId, t.kind, t.domain)],
);

/** Global: a verified host belongs to exactly one project (the 409 for everyone else). */
export const domainClaims = pgTable('domain_claims', {
  domain: text().primaryKey(),
  ownerProjectId: text()
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  domainId: text().notNull(),
  claimedAt: ts().notNull().defaultNow(),
});

/** Versions of the storefront's terms; the newest is the active one members must accept. */
export const storefrontTerms = pgTable(
  'storefront_terms',
  {
    projectId: projectId(),
    id: text().notNull(),
    version: integer().notNull(),
    title: text().notNull(),
    /** Sanitised HTML. */
    content: text().notNull(),
    createdById: text(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.id] }), uniqueIndex('storefront_terms_version_idx').on(t.projectId, t.version)],
);

export const storefrontTermsSignatures = pgTable(
  'storefront_terms_signatures',
  {
    projectId: projectId(),
    id: text().notNull(),
    userId: text().notNull(),
    termsId: text().notNull(),
    version: text().notNull(),
    signedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.id] }),
    uniqueIndex('storefront_terms_signatures_idx').on(t.projectId, t.userId, t.termsId),
    index('storefront_terms_signatures_user_idx').on(t.userId),
  ],
);

/** The project's connected card-payment account (one per project). */
export const paymentConnections = pgTable(
  'payment_connections',
  {
    projectId: projectId(),
    provider: text().notNull(),
    accountId: text().notNull(),
    chargesEnabled: boolean().notNull().default(false),
    livemode: boolean().notNull().default(false),
    connectedById: text(),
    connectedAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId] })],
);

/** Single-use `state` of a connect flow: consumed by the callback (UPDATE … WHERE used_at IS NULL). */
export const paymentConnectStates = pgTable(
  'payment_connect_states',
  {
    projectId: projectId(),
    id: text().notNull(),
    userId: text().notNull(),
    provider: text().notNull(),
    returnTo: text(),
    expiresAt: ts().notNull(),
    usedAt: ts(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.id] })],
);
