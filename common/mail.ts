/**
 * Mail and flows enumerations shared by the server contracts and the app (spec 001 §3 "Campaign-related
 * enumerations": gender male/female; sort keys lastClicked, lastOpened, lastPurchased; include/exclude;
 * gt, gte, lt, lte). The rest is decided in docs/decisions/mail.md.
 */
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const SUBSCRIBER_STATUSES = ['subscribed', 'unsubscribed', 'bounced', 'complained'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** Sort keys of the subscriber and campaign lists (spec) plus the obvious ones. */
export const SUBSCRIBER_SORTS = ['lastClicked', 'lastOpened', 'lastPurchased', 'createdAt', 'email'] as const;
export type SubscriberSort = (typeof SUBSCRIBER_SORTS)[number];
export const CAMPAIGN_SORTS = ['createdAt', 'updatedAt', 'sentAt', 'name'] as const;

export const LIST_MODES = ['include', 'exclude'] as const;
export type ListMode = (typeof LIST_MODES)[number];
export const OPERATORS = ['gt', 'gte', 'lt', 'lte'] as const;
export type Operator = (typeof OPERATORS)[number];

/** Fields a segment condition compares: dates (ISO value or `days` ago) and counts. */
export const DATE_FIELDS = ['lastOpened', 'lastClicked', 'lastPurchased', 'createdAt', 'consentAt'] as const;
export const COUNT_FIELDS = ['openCount', 'clickCount'] as const;
export type DateField = (typeof DATE_FIELDS)[number];
export type CountField = (typeof COUNT_FIELDS)[number];

export interface SegmentCondition {
  field: DateField | CountField;
  op: Operator;
  /** Dates: an ISO date-time; counts: a number. */
  value?: string | number | undefined;
  /** Dates only: "now minus this many days" instead of a fixed date (a segment that stays current). */
  days?: number | undefined;
}
export interface ListRule {
  mailingListId: string;
  mode: ListMode;
}
export interface SegmentRules {
  gender?: Gender | null | undefined;
  conditions: SegmentCondition[];
  lists: ListRule[];
}

export const MAILING_LIST_TYPES = ['static', 'segment'] as const;
export type MailingListType = (typeof MAILING_LIST_TYPES)[number];

/** draft → scheduled → sending → sent; sending ↔ paused; draft/scheduled/paused → cancelled. */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const CAMPAIGN_TRANSITIONS: Record<CampaignStatus, readonly CampaignStatus[]> = {
  draft: ['scheduled', 'sending', 'cancelled'],
  scheduled: ['draft', 'sending', 'cancelled'],
  sending: ['paused', 'sent'],
  paused: ['sending', 'cancelled'],
  sent: [],
  cancelled: [],
};

/** The campaign's visual content: blocks rendered to responsive email HTML with MJML on the server. */
export const BLOCK_TYPES = ['heading', 'text', 'button', 'image', 'divider'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];
export interface ContentBlock {
  type: BlockType;
  text?: string | undefined;
  url?: string | undefined;
}

export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const SEND_STATUSES = ['pending', 'sent', 'failed', 'skipped', 'bounced'] as const;
export type SendStatus = (typeof SEND_STATUSES)[number];

export const FLOW_STATUSES = ['draft', 'live', 'paused'] as const;
export type FlowStatus = (typeof FLOW_STATUSES)[number];
export const FLOW_RUN_STATUSES = ['active', 'done', 'exited'] as const;
export type FlowRunStatus = (typeof FLOW_RUN_STATUSES)[number];
export const FLOW_TRIGGERS = ['list_joined', 'order_placed', 'customer_inactive'] as const;
export type FlowTrigger = (typeof FLOW_TRIGGERS)[number];
export const FLOW_STEP_TYPES = ['wait', 'send', 'branch'] as const;
export interface FlowStep {
  type: (typeof FLOW_STEP_TYPES)[number];
  /** wait */
  hours?: number | undefined;
  /** send */
  subject?: string | undefined;
  blocks?: ContentBlock[] | undefined;
  /** branch: continue only when the subscriber matches (else the run ends) */
  condition?: SegmentCondition | undefined;
}
export interface FlowVersion {
  trigger: { type: FlowTrigger; mailingListId?: string | undefined; days?: number | undefined };
  steps: FlowStep[];
}
