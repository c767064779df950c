/**
 * The query cache, persisted to localStorage with the build id as buster (a new build never reads an old
 * cache shape). Keys come from the factory in ../api/keys.ts; only its allow-list is persisted (search
 * results and anything holding a token never reach localStorage).
 */
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { defaultShouldDehydrateQuery, QueryClient } from '@tanstack/react-query';
import { isPersistedKey } from '../api/keys.ts';
import { BUILD_ID } from '../env.ts';

export const PERSIST_KEY = 'shopfloor-query-cache';
export const PERSIST_MAX_AGE = 7 * 24 * 60 * 60 * 1000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      gcTime: PERSIST_MAX_AGE,
      retry: (count, error) => {
        const status = (error as { status?: number }).status ?? 0;
        return status >= 500 && count < 2;
      },
      networkMode: 'offlineFirst',
    },
    mutations: { networkMode: 'online' },
  },
});

const storage = typeof window === 'undefined' ? undefined : window.localStorage;
const basePersister = createSyncStoragePersister({ storage, key: PERSIST_KEY, throttleTime: 0 });

/**
 * Writes are batched (at most one serialisation a second) but never lost: whatever is pending is written
 * synchronously when the page is hidden or unloaded, so a quick reload never restores an older copy
 * (e.g. a user before they accepted the terms or saved their profile).
 */
let pending: PersistedClient | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
export function flushPersistedCache() {
  if (timer) clearTimeout(timer);
  timer = null;
  if (!pending || !storage) return;
  try {
    storage.setItem(PERSIST_KEY, JSON.stringify(pending));
  } catch {
    /* quota exceeded or storage disabled: the cache stays in memory only */
  }
  pending = null;
}
export const persister: Persister = {
  persistClient(client) {
    pending = client;
    timer ??= setTimeout(flushPersistedCache, 1000);
  },
  restoreClient: basePersister.restoreClient,
  removeClient: async () => {
    pending = null;
    if (timer) clearTimeout(timer);
    timer = null;
    await basePersister.removeClient();
  },
};
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', flushPersistedCache);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushPersistedCache();
  });
}

export const persistOptions = {
  persister,
  buster: BUILD_ID,
  maxAge: PERSIST_MAX_AGE,
  dehydrateOptions: {
    shouldDehydrateQuery: (query: Parameters<typeof defaultShouldDehydrateQuery>[0]) =>
      defaultShouldDehydrateQuery(query) && isPersistedKey(query.queryKey),
  },
};
