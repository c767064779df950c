/** Messages from pages: visibility reports (also the heartbeat that wakes a stopped worker), poll now, sign-out. */
import type { PageToWorker } from '../../common/notifications.ts';
import { lastKnown, poll, resetPolling } from './polling.ts';
import { setVisibility } from './state.ts';

declare const self: ServiceWorkerGlobalScope;

self.addEventListener('message', (event) => {
  const data = event.data as PageToWorker | undefined;
  const source = event.source as Client | null;
  if (!data || typeof data !== 'object') return;
  switch (data.type) {
    case 'VISIBILITY':
      event.waitUntil(
        (async () => {
          if (source) await setVisibility(source.id, data.visible);
          const known = lastKnown();
          if (known && source) source.postMessage({ type: 'UNREAD_COUNT', ...known });
          await poll();
        })(),
      );
      break;
    case 'POLL_NOW':
      event.waitUntil(poll(true));
      break;
    case 'SIGNED_OUT':
      event.waitUntil(resetPolling());
      break;
  }
});
