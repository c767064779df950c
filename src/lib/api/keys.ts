/**
 * The one query-key factory. Every key starts at one of two roots:
 * - `projectScope(id)`: data of one project (switching project or leaving it is one removeQueries);
 * - `userScope()`: everything else the signed-in browser holds (user, lists, platform, catalogue).
 * Sign-out clears both. Areas build their keys from these roots in their own `api/keys.ts`; no other file
 * writes an array-literal `queryKey:` (tests/unit/architecture.test.ts).
 */
import { hashKey } from '@tanstack/react-query';

export const userScope = () => ['user'] as const;
export const projectScope = (projectId: string) => ['project', projectId] as const;

/** Keys of the data the shell and several areas share (one key per endpoint). */
export const sharedKeys = {
  me: () => [...userScope(), 'me'] as const,
  projects: () => [...userScope(), 'projects'] as const,
  organisations: () => [...userScope(), 'organisations'] as const,
  platform: () => [...userScope(), 'platform'] as const,
  /** The active terms (the project's own terms when it has posted some, else the platform's). */
  activeTerms: (projectId: string | null = null) => [...userScope(), 'platform-terms', projectId] as const,
  permissions: () => [...userScope(), 'permissions'] as const,
  search: (text: string, sources: string) => [...userScope(), 'search', text, sources] as const,
  project: (projectId: string) => [...projectScope(projectId), 'detail'] as const,
  enforce: (projectId: string, userId: string | null, permissions: readonly string[]) =>
    [...projectScope(projectId), 'enforce', userId, permissions] as const,
  enforceAll: (projectId: string) => [...projectScope(projectId), 'enforce'] as const,
  integrations: (projectId: string) => [...projectScope(projectId), 'integrations'] as const,
  /** The installed set the module runtime runs (persisted: module menu entries survive offline). */
  installed: (projectId: string) => [...projectScope(projectId), 'integrations', 'installed'] as const,
  listing: (projectId: string, code: string) => [...projectScope(projectId), 'integrations', 'listing', code] as const,
};

/**
 * Persistence allow-list: only these kinds (the segment after the root) are written to localStorage.
 * Search results and anything holding a token (reset-password tokens, 2FA secrets, API keys) stay in memory.
 */
const PERSISTED_USER_KINDS = new Set([
  'me',
  'projects',
  'organisations',
  'platform',
  'platform-terms',
  'permissions',
  'notifications',
  'catalogue',
]);
/** `storefront` and `orders`: the last-viewed orders pages and order details stay readable offline (issue 15). */
const PERSISTED_PROJECT_KINDS = new Set([
  'detail',
  'enforce',
  'integrations',
  'members',
  'roles',
  'bookmarks',
  'help',
  'storefront',
  'orders',
  'gfn', // the catalogue browses offline (issue 21)
  'inserts',
  'dashboard', // the dashboard's one answer (cards, chart, recent orders) reads offline with its fetch time
]);

/** A key part holding a search text (`{search: 'ann'}`): such answers are search results. */
const isSearch = (part: unknown) => typeof part === 'object' && part !== null && !!(part as { search?: unknown }).search;

/**
 * Queries pinned for offline (a bookmarked view the user pinned, src/features/bookmarks): persisted whatever
 * their kind, search results included, so the view reads offline. Set by the bookmarks feature at start.
 */
let pinnedHashes: ReadonlySet<string> = new Set();
export function setPinnedQueryHashes(hashes: Iterable<string>) {
  pinnedHashes = new Set(hashes);
}
export function isPersistedKey(key: readonly unknown[]): boolean {
  if (pinnedHashes.size && pinnedHashes.has(hashKey(key))) return true;
  if (key.some(isSearch)) return false;
  if (key[0] === 'user') return PERSISTED_USER_KINDS.has(key[1] as string);
  if (key[0] === 'project') return PERSISTED_PROJECT_KINDS.has(key[2] as string);
  return false;
}
