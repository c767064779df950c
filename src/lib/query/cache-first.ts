/**
 * fromCacheOrNetwork: the one way the shell's guards (and the module loader) read what they need to boot.
 * Fresh cached data is used as is. Stale cached data is revalidated, but the caller waits at most
 * `budgetMs` (NETWORK_BUDGET_MS, 2 s: see docs/decisions/offline-boot.md): when the request fails or is
 * slower (unreachable, timeout, 5xx), the cached copy is returned at once, the app is marked offline (the banner shows the fetch time),
 * and the request keeps going in the background — its answer lands in the cache and the screen updates.
 * Without a cached copy there is nothing better to show: the caller waits for the network.
 */
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

export const NETWORK_BUDGET_MS = 2_000;

export interface CacheFirstOptions {
  budgetMs?: number;
  /** Called when the cached copy was served because the network failed or was too slow. */
  onFallback?: (reason: 'error' | 'timeout', error?: unknown) => void;
}

let fallbackListener: CacheFirstOptions['onFallback'];
/** The app registers how a fallback is shown (main wiring: mark the app offline). */
export function setCacheFallbackListener(fn: CacheFirstOptions['onFallback']) {
  fallbackListener = fn;
}

const TIMEOUT = Symbol('timeout');

/** Failures that mean "the server can't be reached or can't answer now": unreachable (0), timeouts, 5xx. */
export function isUnreachable(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && (status === 0 || status === 408 || status >= 500);
}

export async function fromCacheOrNetwork<T, TKey extends QueryKey = QueryKey>(
  qc: QueryClient,
  options: FetchQueryOptions<T, Error, T, TKey>,
  { budgetMs = NETWORK_BUDGET_MS, onFallback = fallbackListener }: CacheFirstOptions = {},
): Promise<T> {
  const cached = qc.getQueryData<T>(options.queryKey);
  // fetchQuery answers from the cache while the data is fresh (by the query's staleTime), else fetches.
  const fetching = qc.fetchQuery(options);
  if (cached === undefined) return fetching;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const budget = new Promise<typeof TIMEOUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMEOUT), budgetMs);
  });
  try {
    const result = await Promise.race([fetching, budget]);
    if (result !== TIMEOUT) return result;
    fetching.catch(() => {}); // it goes on in the background; its failure is the query's own state
    onFallback?.('timeout');
    return cached;
  } catch (error) {
    // Answers that mean something (401, 403 two-factor, 404…) are the caller's to handle.
    if (!isUnreachable(error)) throw error;
    onFallback?.('error', error);
    return cached;
  } finally {
    clearTimeout(timer);
  }
}
