import { queryOptions } from '@tanstack/react-query';
import { getIntegrationsCategories } from '../../../lib/api/generated/ops/getIntegrationsCategories.ts';
import { marketplaceKeys } from './keys.ts';

export const categoriesQuery = () =>
  queryOptions({
    queryKey: marketplaceKeys.categories(),
    queryFn: () => getIntegrationsCategories().then((r) => r.categories),
    staleTime: 5 * 60_000,
  });
