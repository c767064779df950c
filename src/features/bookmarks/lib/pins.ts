/**
 * Views pinned for offline. A pin remembers the query hashes the view read (recorded while the view is on
 * screen); those queries are persisted whatever their kind (setPinnedQueryHashes in src/lib/api/keys.ts) and
 * refetched every few minutes while online, so the view reads offline. Its last-synced time is the oldest
 * `dataUpdatedAt` of its queries. Pins live in localStorage per project and bookmark (ids and hashes only).
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import { setPinnedQueryHashes } from '../../../lib/api/keys.ts';
import type { BookmarkView } from '../api/bookmarks.ts';

const STORAGE_KEY = 'shopfloor-pinned-views';
export const PIN_REFRESH_MS = 5 * 60_000;

export interface Pin {
  projectId: string;
  bookmarkId: string;
  view: BookmarkView;
  hashes: string[];
}
type Pins = Record<string, Pin>; // by bookmark id

const listeners = new Set<() => void>();
let pins: Pins = load();

function load(): Pins {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Pins) : {};
  } catch {
    return {};
  }
}
function save(next: Pins) {
  pins = next;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(pins));
  } catch {
    /* storage full or off: pins stay for this session */
  }
  setPinnedQueryHashes(Object.values(pins).flatMap((p) => p.hashes));
  for (const l of listeners) l();
}
setPinnedQueryHashes(Object.values(pins).flatMap((p) => p.hashes));

export const getPins = () => pins;
export function subscribePins(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const pinOf = (bookmarkId: string): Pin | undefined => pins[bookmarkId];

export function pin(projectId: string, bookmarkId: string, view: BookmarkView, hashes: string[] = []) {
  save({ ...pins, [bookmarkId]: { projectId, bookmarkId, view, hashes: [...new Set([...(pins[bookmarkId]?.hashes ?? []), ...hashes])] } });
}
export function unpin(bookmarkId: string) {
  const { [bookmarkId]: _, ...rest } = pins;
  save(rest);
}
/** Add what a pinned view reads now (the project's queries with an observer on screen). */
export function recordPinnedView(qc: QueryClient, bookmarkId: string) {
  const p = pins[bookmarkId];
  if (!p) return;
  const hashes = activeProjectQueries(qc, p.projectId).map((q) => q.queryHash);
  if (hashes.some((h) => !p.hashes.includes(h))) pin(p.projectId, bookmarkId, p.view, hashes);
}

function activeProjectQueries(qc: QueryClient, projectId: string): Query[] {
  return qc
    .getQueryCache()
    .getAll()
    .filter((q) => q.queryKey[0] === 'project' && q.queryKey[1] === projectId && q.getObserversCount() > 0 && q.state.data !== undefined)
    .filter((q) => !['enforce', 'detail', 'integrations', 'bookmarks'].includes(String(q.queryKey[2])));
}

const queriesOf = (qc: QueryClient, p: Pin) =>
  p.hashes.map((h) => qc.getQueryCache().get(h)).filter((q): q is Query => !!q && q.state.data !== undefined);

/** When the pinned view's data was last fetched (null: not recorded yet). */
export function lastSynced(qc: QueryClient, p: Pin): number | null {
  const qs = queriesOf(qc, p);
  return qs.length ? Math.min(...qs.map((q) => q.state.dataUpdatedAt)) : null;
}

/** Bytes the pinned views' data takes in the persisted cache (UTF-16 in localStorage: 2 bytes a character). */
export function pinnedBytes(qc: QueryClient): number {
  const seen = new Set<string>();
  let chars = 0;
  for (const p of Object.values(pins))
    for (const q of queriesOf(qc, p)) {
      if (seen.has(q.queryHash)) continue;
      seen.add(q.queryHash);
      chars += JSON.stringify(q.state.data).length + q.queryHash.length;
    }
  return chars * 2;
}

/**
 * Refetch every pinned view (online only). A query restored from storage has no query function until its
 * screen mounts: such a view is refreshed by preloading its route (its loader primes the same keys).
 */
export async function refreshPins(qc: QueryClient, preload: (p: Pin) => Promise<unknown>): Promise<number> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return 0;
  const jobs = Object.values(pins).map((p) => {
    const qs = queriesOf(qc, p);
    return qs.length && qs.every((q) => q.options.queryFn) ? Promise.allSettled(qs.map((q) => q.fetch())) : preload(p).catch(() => {});
  });
  await Promise.allSettled(jobs);
  return jobs.length;
}

let started = false;
/** Keep pinned views fresh: every PIN_REFRESH_MS and when the connection comes back (once per app). */
export function startPinRefresh(qc: QueryClient, preload: (p: Pin) => Promise<unknown>) {
  if (started || typeof window === 'undefined') return;
  started = true;
  setInterval(() => void refreshPins(qc, preload), PIN_REFRESH_MS);
  window.addEventListener('online', () => void refreshPins(qc, preload));
}
