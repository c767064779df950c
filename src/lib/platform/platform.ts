/**
 * The active platform (GET /omnis/v3/platform) and its terms. A platform that fails to load clears the
 * active platform (null), spec 000 §8; the app keeps working under the default branding.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import { isUnreachable } from '../query/cache-first.ts';
import { queryClient } from '../query/client.ts';

export interface PlatformLogo {
  url: string;
  meta: { context?: string; device?: string; theme?: string; backgroundColor?: string };
}

/** Mirrors PublicPlatformSchema in server/modules/platform/platform.routes.ts. */
export interface Platform {
  id: string;
  name: string;
  public: boolean;
  domains: string[];
  logos: PlatformLogo[];
  favicon: string | null;
}

/** Mirrors TermsSchema. `content` is sanitised HTML. */
export interface Terms {
  id: string;
  version: string;
  title: string;
  content: string;
  updatedAt: string;
}

export const DEFAULT_PLATFORM_NAME = 'Shopfloor';

export const platformQuery = queryOptions({
  queryKey: ['platform', 'active'],
  queryFn: async (): Promise<Platform | null> => {
    try {
      return await api<Platform>('/omnis/v3/platform');
    } catch (e) {
      // Unreachable with a platform already known: keep it (the shell boots from the cache), don't clear it.
      if (isUnreachable(e) && queryClient.getQueryData(['platform', 'active']) != null) throw e;
      return null;
    }
  },
  staleTime: 5 * 60_000,
});

export const activeTermsQuery = queryOptions({
  queryKey: ['platform', 'active-terms'],
  queryFn: async (): Promise<Terms | null> => {
    try {
      return await api<Terms>('/omnis/v3/platform/active-terms');
    } catch {
      return null;
    }
  },
  staleTime: 5 * 60_000,
});

const withProject = (path: string, projectId: string | null) => (projectId ? `${path}?project=${encodeURIComponent(projectId)}` : path);

export const signTerms = (termsId: string, projectId: string | null) =>
  api<{ id: string; version: string }>(withProject('/omnis/v3/platform/active-terms', projectId), { method: 'POST', body: { termsId } });

export const SEARCH_LOG_MIN_LENGTH = 2;
export const logSearch = (body: { searchTerm: string; searchResultNumber: number }, projectId: string | null) =>
  api<{ id: string }>(withProject('/omnis/v3/platform/search-log', projectId), {
    method: 'POST',
    body: { ...body, searchLogContext: 'platform_search' },
  });

/** Terms need signing when the user's signatures lack the current id and version. */
export function needsTerms(terms: Terms | null | undefined, signed: readonly { id: string; version: string }[] | undefined): boolean {
  if (!terms || !signed) return false;
  return !signed.some((s) => s.id === terms.id && s.version === terms.version);
}

/** DD/MM/YYYY in UTC. */
export function formatTermsDate(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}
