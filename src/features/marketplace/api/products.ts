import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { marketplaceKeys } from './keys.ts';
import type { Product } from './types.ts';

export const productsQuery = (projectId: string, code: string) =>
  queryOptions({
    queryKey: marketplaceKeys.products(code),
    queryFn: () =>
      api<{ products: Product[] }>(`/v1/integrations/${encodeURIComponent(code)}/products`, {
        query: { project: projectId, pageSize: 100 },
      }).then((r) => r.products),
    staleTime: 5 * 60_000,
  });
