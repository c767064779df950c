import { queryOptions } from '@tanstack/react-query';
import { getIntegrationsCategories } from '../../../lib/api/generated/ops/getIntegrationsCategories.ts';
import { marketplaceKeys } from './keys.ts';
import { allPages } from '../../../lib/api/all-pages.ts';

export const categoriesQuery = () =>
  queryOptions({
    queryKey: marketplaceKeys.categories(),
    queryFn: () =>
      allPages(async (query) => {
        const r = await getIntegrationsCategories({ query });
        return { items: r.categories, nextPageToken: r.nextPageToken };
      }),
    staleTime: 5 * 60_000,
  });
