/**
 * The query cache, persisted to localStorage with the build id as buster (a new build never reads an old
 * cache shape). Keys start with the project: `['project', id, 'orders', 'list', filters]`, so switching
 * project or signing out is one removeQueries.
 */
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient } from '@tanstack/react-query';
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

export const persister = createSyncStoragePersister({
  storage: typeof window === 'undefined' ? undefined : window.localStorage,
  key: PERSIST_KEY,
  throttleTime: 1000,
});

export const persistOptions = { persister, buster: BUILD_ID, maxAge: PERSIST_MAX_AGE };

/** Key factory roots. Areas build theirs from `projectKey(id)`. */
export const projectKey = (projectId: string) => ['project', projectId] as const;
export const userKey = ['user'] as const;
