import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { type ListingFilters, marketplaceKeys } from './keys.ts';
import type { Listing } from './types.ts';

export const listingsQuery = (projectId: string, filters: ListingFilters) =>
  queryOptions({
    queryKey: marketplaceKeys.listings(projectId, filters),
    queryFn: () =>
      api<{ listings: Listing[] }>('/v1/integrations/listings', {
        query: {
          project: projectId,
          pageSize: 100,
          ...(filters.category === 'installed' ? { installed: 'true' } : filters.category ? { category: filters.category } : {}),
          ...(filters.search ? { search: filters.search } : {}),
        },
      }).then((r) => r.listings),
    placeholderData: keepPreviousData,
  });
