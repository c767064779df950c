/** The header searches that found nothing (platform admins): what help content to write next. */
import { queryOptions } from '@tanstack/react-query';
import { getHelpSearchGaps } from '../../../lib/api/generated/ops/getHelpSearchGaps.ts';
import { helpKeys } from './keys.ts';

export const searchGapsQuery = (platformId: string | undefined) =>
  queryOptions({
    queryKey: helpKeys.searchGaps(platformId ?? 'all'),
    queryFn: async () => (await getHelpSearchGaps({ query: { pageSize: 10, ...(platformId ? { platformId } : {}) } })).searches,
    staleTime: 60_000,
  });
