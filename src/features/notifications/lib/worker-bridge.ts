/**
 * The page side of the worker contract: report visibility (on change, and as a heartbeat at the polling
 * cadence, which also wakes a stopped worker), receive the unread count (→ unreadCountAtom: title and bell),
 * connectivity, and notification-click navigation. Without a controlling worker (first visit before it
 * activates, dev mode) the page polls the same conditional-GET endpoint itself.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  POLL_HIDDEN_MS,
  POLL_VISIBLE_MS,
  type PageToWorker,
  UNREAD_COUNT_URL,
  type WorkerToPage,
} from '../../../../common/notifications.ts';
import { setOnline } from '../../../lib/offline.ts';
import { appStore } from '../../../lib/store.ts';
import { unreadCountAtom } from '../../../lib/unread.ts';
import { notificationKeys } from '../api/keys.ts';

export interface BridgeOptions {
  queryClient: QueryClient;
  /** Route an in-app URL; return false when it resolves to error.404 (then it opens in a new tab). */
  navigate: (url: string) => boolean;
}

export function postToWorker(message: PageToWorker) {
  navigator.serviceWorker?.controller?.postMessage(message);
}

export function startWorkerBridge({ queryClient, navigate }: BridgeOptions): () => void {
  let latestId: string | null | undefined;
  let etag: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const sw = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  const visible = () => document.visibilityState === 'visible';

  function applyCount(count: number, newest: string | null) {
    appStore.set(unreadCountAtom, count);
    if (latestId !== undefined && newest !== latestId) void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    latestId = newest;
  }

  function onMessage(event: MessageEvent) {
    const data = event.data as WorkerToPage | undefined;
    if (!data || typeof data !== 'object') return;
    if (data.type === 'UNREAD_COUNT') applyCount(data.count, data.latestId);
    else if (data.type === 'CONNECTIVITY') setOnline(data.online);
    else if (data.type === 'NAVIGATE') {
      if (!navigate(data.url)) window.open(data.url, '_blank', 'noopener');
    }
  }

  async function pagePoll() {
    try {
      const res = await fetch(UNREAD_COUNT_URL, { credentials: 'include', headers: etag ? { 'If-None-Match': etag } : {} });
      setOnline(true);
      if (res.ok) {
        etag = res.headers.get('ETag');
        const body = (await res.json()) as { count: number; latestId: string | null };
        applyCount(body.count, body.latestId);
      }
    } catch {
      setOnline(false);
    }
  }

  function tick() {
    if (stopped) return;
    if (sw?.controller) postToWorker({ type: 'VISIBILITY', visible: visible() });
    else void pagePoll();
    timer = setTimeout(tick, visible() ? POLL_VISIBLE_MS : POLL_HIDDEN_MS);
  }

  const onVisibility = () => {
    if (timer) clearTimeout(timer);
    tick();
  };
  sw?.addEventListener('message', onMessage);
  sw?.addEventListener('controllerchange', onVisibility);
  document.addEventListener('visibilitychange', onVisibility);
  postToWorker({ type: 'POLL_NOW' });
  tick();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    sw?.removeEventListener('message', onMessage);
    sw?.removeEventListener('controllerchange', onVisibility);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
