import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getIntegrationsListings } from '../../../lib/api/generated/ops/getIntegrationsListings.ts';
import { type ListingFilters, marketplaceKeys } from './keys.ts';

export const listingsQuery = (projectId: string, filters: ListingFilters) =>
  queryOptions({
    queryKey: marketplaceKeys.listings(projectId, filters),
    queryFn: () =>
      getIntegrationsListings({
        query: {
          project: projectId,
          ...(filters.category === 'installed' ? { installed: 'true' } : filters.category ? { category: filters.category } : {}),
          ...(filters.search ? { search: filters.search } : {}),
        },
      }).then((r) => r.listings),
    placeholderData: keepPreviousData,
  });
