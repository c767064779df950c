/**
 * Registration hooks through which one server module feeds data into another's responses without importing
 * it (modules never import each other). Every hook is wired explicitly by `wireModules()` in
 * server/modules/index.ts; calling one that was never wired throws instead of silently answering nothing.
 */
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { ContentBlock, SegmentCondition } from '../../common/mail.ts';
import type { Context } from 'hono';
import type { Database, Tx } from '../db/client.ts';
import type { AppEnv } from './context.ts';
import type { Keys } from './keys.ts';

export interface Hook<T> {
  readonly name: string;
  set(impl: T): void;
  get(): T;
  readonly isSet: boolean;
}

export function requireHook<T>(name: string): Hook<T> {
  let impl: T | null = null;
  return {
    name,
    set(value) {
      impl = value;
    },
    get() {
      if (impl === null) throw new Error(`The server hook "${name}" was never wired: call wireModules() (server/modules/index.ts).`);
      return impl;
    },
    get isSet() {
      return impl !== null;
    },
  };
}

/** Signed platform terms of a user (GET user's `signedPlatformTermsLogs`); provided by the platform area. */
export type TermsLogLoader = (db: Tx, userId: string) => Promise<{ id: string; version: string }[]>;
export const termsLogLoader = requireHook<TermsLogLoader>('termsLogLoader');
export const loadTermsLogs: TermsLogLoader = (db, userId) => termsLogLoader.get()(db, userId);

/** Platform name per platform id (null = the default platform); provided by the platform area. */
export type PlatformNameLoader = (db: Tx, platformIds: (string | null)[]) => Promise<Map<string | null, string>>;
export const platformNameLoader = requireHook<PlatformNameLoader>('platformNameLoader');
export const loadPlatformNames: PlatformNameLoader = (db, ids) => platformNameLoader.get()(db, ids);

/** Integration codes installed per project (a project's `fulfillments`); provided by the integrations area. */
export type IntegrationCodesLoader = (db: Tx, projectIds: string[]) => Promise<Map<string, string[]>>;
export const integrationCodesLoader = requireHook<IntegrationCodesLoader>('integrationCodesLoader');

/**
 * The same two facts as SQL expressions, so a list can carry them in its own (prepared) query instead of two
 * more round trips: given the SQL of a project id, the installed codes (text[], by code); given the SQL of a
 * platform id (null = the default platform), its name (null when there is none). Provided by the integrations
 * and platform areas; built once when a prepared statement is first built, after wireModules().
 */
export type IntegrationCodesSql = (projectId: SQLWrapper) => SQL<string[]>;
export const integrationCodesSql = requireHook<IntegrationCodesSql>('integrationCodesSql');
export type PlatformNameSql = (platformId: SQLWrapper) => SQL<string | null>;
export const platformNameSql = requireHook<PlatformNameSql>('platformNameSql');

/** How a custom (project-defined) role maps to permissions; provided by the enforcer area. */
export type RolePermissionResolver = (db: Tx, projectId: string, role: string) => Promise<readonly string[]>;
export const rolePermissionResolver = requireHook<RolePermissionResolver>('rolePermissionResolver');

/**
 * The chat channel linked to a storefront enquiry (`POST …/enquiries/{enquiryId}/chat-channel`): created once with
 * the given members, the same channel returned on every later call. Provided by the chat area; used by the
 * storefront area, in the caller's transaction.
 */
export type EnquiryChatChannel = (
  db: Tx,
  input: { projectId: string; enquiryId: string; name: string; createdBy: string; memberIds: string[] },
) => Promise<{ channelId: string; created: boolean }>;
export const enquiryChatChannel = requireHook<EnquiryChatChannel>('enquiryChatChannel');

/**
 * A project's own terms (its storefront's versions, `POST /v1/platform/{platformId}/terms`): the active version its
 * members must accept, and signing it. Provided by the storefront area; the platform area's active-terms calls
 * answer them (before the platform's own terms) when the request names a project the caller is a member of.
 */
export interface ProjectTerms {
  active(db: Tx, projectId: string): Promise<{ id: string; version: string; title: string; content: string; updatedAt: string } | null>;
  sign(db: Tx, projectId: string, userId: string, termsId: string): Promise<{ id: string; version: string } | null>;
}
export const projectTerms = requireHook<ProjectTerms>('projectTerms');

/**
 * Record business events as metric points in the caller's transaction (an order placed → `orders.count` and
 * `orders.revenue`), so the figures and the write commit together. Provided by the metrics area.
 */
export interface MetricPoint {
  metric: string;
  value: number;
  timestamp?: string;
  labels?: Record<string, string>;
}
export type MetricsRecorder = (db: Tx, projectId: string, points: MetricPoint[]) => Promise<unknown>;
export const metricsRecorder = requireHook<MetricsRecorder>('metricsRecorder');
export const recordMetrics: MetricsRecorder = (db, projectId, points) => metricsRecorder.get()(db, projectId, points);

/**
 * The dashboard's data comes in one round trip (`GET /v2/metrics/dashboard`): each area adds its cards (and
 * the commerce area its recent orders) by registering one section here in `wireModules()`. A section answers
 * nothing when its area is not installed for the project (`installed` holds the installed module codes).
 */
export interface DashboardCard {
  id: string;
  title: string;
  value: number;
  /** The same figure at the comparison point (same weekday last week), when there is one. */
  previous?: number | null;
  format: 'count' | 'money' | 'bytes';
  currency?: string;
  /** In-app link to the list behind the figure. */
  link: string;
}
export interface DashboardOrder {
  id: string;
  name: string;
  customerName: string;
  status: string;
  total: number;
  currency: string;
  createdAt: string;
}
export interface DashboardContext {
  projectId: string;
  now: Date;
  installed: ReadonlySet<string>;
  /** The signed-in user asking (null for a project API key): per-person figures such as unread chat. */
  userId: string | null;
}
export type DashboardSection = (db: Tx, ctx: DashboardContext) => Promise<{ cards?: DashboardCard[]; recentOrders?: DashboardOrder[] }>;
/** Area name → its section; wired by wireModules(). */
export const dashboardSections = new Map<string, DashboardSection>();

/**
 * When an email address last bought something in the project (the commerce customer with that email), as SQL,
 * so the subscriber list can carry and sort by `lastPurchased` in its own query. Provided by the commerce area.
 */
export type LastPurchasedSql = (projectId: SQLWrapper, email: SQLWrapper) => SQL<string | null>;
export const lastPurchasedSql = requireHook<LastPurchasedSql>('lastPurchasedSql');

/**
 * Flow triggers (issue 20): the mail area reports subscribers who joined static lists, the commerce area an order
 * placed, both in the caller's transaction; the flows area enrols them in live flows with that trigger (one active
 * run per subscriber and flow) and queues their first step. Provided by the flows area.
 */
export interface FlowTriggers {
  listJoined(db: Tx, projectId: string, joined: { mailingListId: string; subscriberId: string }[]): Promise<number>;
  orderPlaced(db: Tx, projectId: string, email: string): Promise<number>;
}
export const flowTriggers = requireHook<FlowTriggers>('flowTriggers');

/**
 * An order placed (commerce) moves the mail subscriber's stored `lastPurchased` (same email, same project), in the
 * order's transaction, so the subscriber list sorts by a column instead of a subquery. Provided by the mail area.
 */
export interface MailPurchases {
  orderPlaced(db: Tx, projectId: string, email: string, at: string): Promise<void>;
}
export const mailPurchases = requireHook<MailPurchases>('mailPurchases');

/**
 * What a flow run needs from the mail area: send one email to a subscriber through the campaign path (the same
 * mailer, a signed unsubscribe link, List-Unsubscribe headers; never to anyone not subscribed) and test a
 * subscriber against a segment condition. Provided by the mail area.
 */
export interface FlowMailMessage {
  /** For the link-signing secret (app_settings). */
  database: Database;
  projectId: string;
  flowId: string;
  flowName: string;
  /** The message: its links name the run and step, so opens, clicks and unsubscribes are recorded on its send. */
  runId: string;
  step: number;
  subscriberId: string;
  subject: string;
  blocks: ContentBlock[];
}
export interface FlowMail {
  /**
   * `skipped` when the subscriber is gone or not subscribed (nothing is sent); `bounced` when the receiving server
   * refused the recipient for good (5xx: the subscriber is now `bounced`).
   */
  send(db: Tx, m: FlowMailMessage): Promise<{ status: 'sent' | 'skipped' | 'failed' | 'bounced'; email: string | null; error?: string }>;
  matches(db: Tx, projectId: string, subscriberId: string, condition: SegmentCondition): Promise<boolean>;
}
export const flowMail = requireHook<FlowMail>('flowMail');

/**
 * Drive files as chat attachments (issue 18): chat checks and describes the files a message carries, signs
 * image-service tokens for its thumbnails and serves an attachment's bytes to whoever may read the channel —
 * without importing the drive. Provided by the drive area.
 */
export interface ChatAttachmentFile {
  name: string;
  contentType: string;
  size: number;
}
export interface ChatAttachmentFiles {
  /** The project's ready (fully uploaded) files among `fileIds`; ids that are not there are absent. */
  find(db: Tx, projectId: string, fileIds: string[]): Promise<Map<string, ChatAttachmentFile>>;
  /** An expiring image-service token for one file (what `imageUrl({ private: true, token })` takes). */
  imageToken(keys: Keys, projectId: string, fileId: string): string;
  /** The file's bytes as the drive's download answers them (Range, ETag); a 404 when it is gone. */
  serve(c: Context<AppEnv>, projectId: string, fileId: string, disposition: 'attachment' | 'inline'): Promise<Response>;
}
export const chatAttachmentFiles = requireHook<ChatAttachmentFiles>('chatAttachmentFiles');
