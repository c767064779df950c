/**
 * Notification constants and the page ↔ service-worker message contract, shared by the app (src), the
 * worker (sw) and the server. Numbers are spec 000 §9.
 */
export const NOTIFICATIONS_BASE = '/omnis/v3/dashboard/user';
export const NOTIFICATIONS_URL = `${NOTIFICATIONS_BASE}/notifications`;
export const UNREAD_COUNT_URL = `${NOTIFICATIONS_URL}/unread-count`;

export const POLL_VISIBLE_MS = 10_000;
export const POLL_HIDDEN_MS = 5 * 60_000;
export const PUSH_PROMPT_SNOOZE_MS = 30 * 24 * 60 * 60 * 1000;
export const BELL_SHAKE_MS = 12_000;
export const NOTIFICATION_PAGE_SIZE = 20;
export const WINDOW_EDGE_PX = 100;
export const SWIPE_DISMISS_PX = 200;
export const SWIPE_MIN_OPACITY = 0.3;
export const SWIPE_SNAP_BACK_S = 0.3;
export const SWIPE_CANCEL_VERTICAL_PX = 10;

/** idb-keyval keys the page and the worker share (cleared with everything else on sign-out). */
export const IDB_DELETED_IDS = 'notifications:deleted';
export const IDB_PUSH_SNOOZED_UNTIL = 'notifications:push-snoozed-until';
export const IDB_VISIBILITY = 'notifications:visibility';

export interface UnreadMessage {
  type: 'UNREAD_COUNT';
  count: number;
  latestId: string | null;
  /** When the worker last heard from the server (ms). */
  at: number;
}
export interface ConnectivityMessage {
  type: 'CONNECTIVITY';
  online: boolean;
}
export interface NavigateMessage {
  type: 'NAVIGATE';
  url: string;
}
export type WorkerToPage = UnreadMessage | ConnectivityMessage | NavigateMessage;

export interface VisibilityMessage {
  type: 'VISIBILITY';
  visible: boolean;
}
/** Sent by a page after sign-in/out or a local change: poll now. */
export interface PollNowMessage {
  type: 'POLL_NOW';
}
export interface SignedOutMessage {
  type: 'SIGNED_OUT';
}
export type PageToWorker = VisibilityMessage | PollNowMessage | SignedOutMessage | { type: 'SKIP_WAITING' };

/** The payload the server pushes (JSON, under 4 KiB). */
export interface PushMessagePayload {
  id: string;
  group: string;
  title: string;
  body: string;
  image: string | null;
  action: string | null;
  createdAt: string;
}
