import { queryOptions } from '@tanstack/react-query';
import { getIntegrationsByIntegrationProducts } from '../../../lib/api/generated/ops/getIntegrationsByIntegrationProducts.ts';
import { marketplaceKeys } from './keys.ts';
import { allPages } from '../../../lib/api/all-pages.ts';

export const productsQuery = (projectId: string, code: string) =>
  queryOptions({
    queryKey: marketplaceKeys.products(code),
    queryFn: () =>
      allPages(async (q) => {
        const r = await getIntegrationsByIntegrationProducts({ path: { integration: code }, query: { project: projectId, ...q } });
        return { items: r.products, nextPageToken: r.nextPageToken };
      }),
    staleTime: 5 * 60_000,
  });
