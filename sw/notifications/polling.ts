/**
 * Notification polling, owned by the worker so N open tabs cost one request: every 10 s while a page is
 * visible, every 5 min while all are hidden (spec 000 §9), backing off (doubling up to 5 min) while the
 * server can't be reached. The poll is a conditional GET of the unread count (ETag → 304 costs the server one
 * indexed aggregate and no body). The count goes to every open page and to the app badge.
 *
 * A stopped worker has no timers: each page's heartbeat message (sent at the same cadence) wakes it, and
 * the worker skips the request when the last one is recent enough — so the rate stays one per interval.
 */
import {
  type ConnectivityMessage,
  POLL_HIDDEN_MS,
  POLL_VISIBLE_MS,
  UNREAD_COUNT_URL,
  type UnreadMessage,
} from '../../common/notifications.ts';
import { anyVisible } from './state.ts';

declare const self: ServiceWorkerGlobalScope;

let etag: string | null = null;
let last: { count: number; latestId: string | null; at: number } | null = null;
let lastAttempt = 0;
let failures = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
let inFlight: Promise<void> | null = null;
let signedOut = false;

async function broadcast(message: UnreadMessage | ConnectivityMessage) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const w of windows) w.postMessage(message);
}

async function setBadge(count: number) {
  const nav = self.navigator as WorkerNavigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
  try {
    if (count > 0) await nav.setAppBadge?.(count);
    else await nav.clearAppBadge?.();
  } catch {}
}

async function interval(): Promise<number> {
  const base = (await anyVisible()) ? POLL_VISIBLE_MS : POLL_HIDDEN_MS;
  return failures ? Math.min(POLL_HIDDEN_MS, base * 2 ** failures) : base;
}

async function pollOnce(): Promise<void> {
  lastAttempt = Date.now();
  let res: Response;
  try {
    res = await fetch(UNREAD_COUNT_URL, {
      credentials: 'include',
      cache: 'no-store',
      headers: etag ? { 'If-None-Match': etag } : {},
    });
  } catch {
    failures = Math.min(failures + 1, 6);
    await broadcast({ type: 'CONNECTIVITY', online: false });
    return;
  }
  if (failures) await broadcast({ type: 'CONNECTIVITY', online: true });
  failures = 0;
  if (res.status === 401) {
    // Signed out (or session expired): nothing to count; wait for a page to say someone signed in.
    etag = null;
    last = null;
    signedOut = true;
    await setBadge(0);
    await broadcast({ type: 'UNREAD_COUNT', count: 0, latestId: null, at: Date.now() });
    return;
  }
  if (res.status === 304 && last) {
    last = { ...last, at: Date.now() };
  } else if (res.ok) {
    const body = (await res.json()) as { count: number; latestId: string | null };
    etag = res.headers.get('ETag');
    last = { count: body.count, latestId: body.latestId, at: Date.now() };
  } else {
    failures = Math.min(failures + 1, 6);
    return;
  }
  await setBadge(last.count);
  await broadcast({ type: 'UNREAD_COUNT', ...last });
}

/** Poll now unless one ran within the current interval (`force` ignores that). */
export async function poll(force = false): Promise<void> {
  if (inFlight) return inFlight;
  if (signedOut && !force) return;
  if (!force && Date.now() - lastAttempt < (await interval()) - 500) {
    if (last) await broadcast({ type: 'UNREAD_COUNT', ...last });
    schedule();
    return;
  }
  if (force) signedOut = false;
  inFlight = pollOnce().finally(() => {
    inFlight = null;
    schedule();
  });
  return inFlight;
}

export function schedule() {
  if (timer) clearTimeout(timer);
  void interval().then((ms) => {
    timer = setTimeout(() => void poll(), Math.max(1000, ms - (Date.now() - lastAttempt)));
  });
}

/** Sign-out: forget everything, clear the badge. */
export async function resetPolling() {
  etag = null;
  last = null;
  signedOut = true;
  if (timer) clearTimeout(timer);
  await setBadge(0);
}

/** The latest count known (for a page that just opened). */
export const lastKnown = () => last;
