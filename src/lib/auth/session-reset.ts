/**
 * Sign-out cleanup: every client store goes (query cache and its persisted copy, idb-keyval, caches with
 * user data, the app badge), so a second user on the same browser sees nothing of the first.
 * Stores register a reset function here; this module imports no feature.
 */
import { clear as clearIdb } from 'idb-keyval';
import { PERSIST_KEY, persister, queryClient } from '../query/client.ts';

const resets = new Set<() => void | Promise<void>>();
export function onSessionReset(fn: () => void | Promise<void>) {
  resets.add(fn);
  return () => resets.delete(fn);
}

export const USER_DATA_CACHE_PREFIX = 'user-data';

export async function resetClientState() {
  queryClient.clear();
  // Drops any batched write too, so nothing of this user is written back after the removal.
  await persister.removeClient();
  try {
    localStorage.removeItem(PERSIST_KEY);
  } catch {}
  await clearIdb().catch(() => {});
  if (typeof caches !== 'undefined') {
    const names = await caches.keys().catch(() => [] as string[]);
    await Promise.all(names.filter((n) => n.startsWith(USER_DATA_CACHE_PREFIX)).map((n) => caches.delete(n)));
  }
  const nav = navigator as Navigator & { clearAppBadge?: () => Promise<void> };
  await nav.clearAppBadge?.().catch(() => {});
  for (const fn of resets) await fn();
}
