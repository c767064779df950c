import { queryOptions } from '@tanstack/react-query';
import { getIntegrationsByIntegrationProducts } from '../../../lib/api/generated/ops/getIntegrationsByIntegrationProducts.ts';
import { marketplaceKeys } from './keys.ts';

export const productsQuery = (projectId: string, code: string) =>
  queryOptions({
    queryKey: marketplaceKeys.products(code),
    queryFn: () =>
      getIntegrationsByIntegrationProducts({ path: { integration: code }, query: { project: projectId } }).then((r) => r.products),
    staleTime: 5 * 60_000,
  });
