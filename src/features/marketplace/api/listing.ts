import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { marketplaceKeys } from './keys.ts';
import type { Listing } from './types.ts';

export const listingQuery = (projectId: string, code: string) =>
  queryOptions({
    queryKey: marketplaceKeys.listing(projectId, code),
    queryFn: () => api<Listing>(`/v1/integrations/listings/${encodeURIComponent(code)}`, { query: { project: projectId } }),
  });
