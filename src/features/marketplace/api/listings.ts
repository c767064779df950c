import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { allPages } from '../../../lib/api/all-pages.ts';
import { getIntegrationsListings } from '../../../lib/api/generated/ops/getIntegrationsListings.ts';
import { type ListingFilters, marketplaceKeys } from './keys.ts';

export const listingsQuery = (projectId: string, filters: ListingFilters) =>
  queryOptions({
    queryKey: marketplaceKeys.listings(projectId, filters),
    queryFn: () =>
      allPages(async (q) => {
        const r = await getIntegrationsListings({
          query: {
            project: projectId,
            ...q,
            ...(filters.category === 'installed' ? { installed: 'true' } : filters.category ? { category: filters.category } : {}),
            ...(filters.search ? { search: filters.search } : {}),
          },
        });
        return { items: r.listings, nextPageToken: r.nextPageToken };
      }),
    placeholderData: keepPreviousData,
  });
