/**
 * The active platform (GET /omnis/v3/platform) and its terms. A platform that fails to load clears the
 * active platform (null), spec 000 §8; the app keeps working under the default branding.
 */
import { queryOptions } from '@tanstack/react-query';
import { getPlatform } from '../api/generated/ops/getPlatform.ts';
import { getPlatformActiveTerms } from '../api/generated/ops/getPlatformActiveTerms.ts';
import { sharedKeys } from '../api/keys.ts';
import type { Schema } from '../api/schemas.ts';

export type Platform = Schema<'PublicPlatform'>;
/** `content` is sanitised HTML. */
export type Terms = Schema<'Terms'>;

export const DEFAULT_PLATFORM_NAME = 'Shopfloor';

/** The active platform, or null when it fails to load; `public` says whether project creation is offered. */
export const platformQuery = queryOptions({
  queryKey: sharedKeys.platform(),
  queryFn: async (): Promise<Platform | null> => {
    try {
      return await getPlatform();
    } catch {
      return null;
    }
  },
  staleTime: 5 * 60_000,
});

export const activeTermsQuery = queryOptions({
  queryKey: sharedKeys.activeTerms(),
  queryFn: async (): Promise<Terms | null> => {
    try {
      return await getPlatformActiveTerms();
    } catch {
      return null;
    }
  },
  staleTime: 5 * 60_000,
});

export const SEARCH_LOG_MIN_LENGTH = 2;

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
