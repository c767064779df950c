/**
 * The active platform (GET /omnis/v3/platform); its terms are in terms.ts. A platform that fails to load clears the
 * active platform (null), spec 000 §8; the app keeps working under the default branding.
 */
import { queryOptions } from '@tanstack/react-query';
import { getPlatform } from '../api/generated/ops/getPlatform.ts';
import { sharedKeys } from '../api/keys.ts';
import type { Schema } from '../api/schemas.ts';
import { isUnreachable } from '../query/cache-first.ts';
import { queryClient } from '../query/client.ts';

export type Platform = Schema<'PublicPlatform'>;

export const DEFAULT_PLATFORM_NAME = 'Shopfloor';

/** The active platform, or null when it fails to load; `public` says whether project creation is offered. */
export const platformQuery = queryOptions({
  queryKey: sharedKeys.platform(),
  queryFn: async (): Promise<Platform | null> => {
    try {
      return await getPlatform();
    } catch (e) {
      // Unreachable with a platform already known: keep it (the shell boots from the cache), don't clear it.
      if (isUnreachable(e) && queryClient.getQueryData(sharedKeys.platform()) != null) throw e;
      return null;
    }
  },
  staleTime: 5 * 60_000,
});

export const SEARCH_LOG_MIN_LENGTH = 2;
