/**
 * Connectivity as the app sees it: the browser's online flag, failed calls (status 0: the server can't be
 * reached, e.g. it is down while the network is up), and the worker's poll results. Any area can read
 * `connectivityAtom`; the banner shows it with the time the data on screen was fetched.
 */
import { atom } from 'jotai';
export { OFFLINE_WRITE_MESSAGE } from './api/client.ts';
import { queryClient } from './query/client.ts';
import { appStore } from './store.ts';

export interface Connectivity {
  online: boolean;
  /** When we noticed we were offline (ms). */
  since: number | null;
}

export const connectivityAtom = atom<Connectivity>({ online: typeof navigator === 'undefined' ? true : navigator.onLine, since: null });

export function setOnline(online: boolean) {
  const cur = appStore.get(connectivityAtom);
  if (cur.online === online) return;
  appStore.set(connectivityAtom, { online, since: online ? null : Date.now() });
}

export const isOffline = () => !appStore.get(connectivityAtom).online || (typeof navigator !== 'undefined' && !navigator.onLine);

/** Newest fetch time among the queries on screen (what the offline banner reports). */
export function dataFetchedAt(): number | null {
  let newest = 0;
  for (const q of queryClient.getQueryCache().findAll({ type: 'active' })) newest = Math.max(newest, q.state.dataUpdatedAt);
  return newest || null;
}

let installed = false;
/** Watch the browser and the query cache (idempotent). */
export function watchConnectivity() {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('online', () => setOnline(true));
  window.addEventListener('offline', () => setOnline(false));
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { action } = event;
    if (action.type === 'success') setOnline(true);
    if (action.type === 'error') {
      const status = (action.error as { status?: number } | null)?.status;
      if (status === 0) setOnline(false);
      else if (typeof status === 'number') setOnline(true);
    }
  });
}
