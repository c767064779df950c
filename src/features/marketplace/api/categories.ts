import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { marketplaceKeys } from './keys.ts';
import type { Category } from './types.ts';

export const categoriesQuery = () =>
  queryOptions({
    queryKey: marketplaceKeys.categories(),
    queryFn: () => api<{ categories: Category[] }>('/v1/integrations/categories', { query: { pageSize: 100 } }).then((r) => r.categories),
    staleTime: 5 * 60_000,
  });
