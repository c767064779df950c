/**
 * The active project's storefront (`GET /v1/platform?project=`): its id names every orders and customers call
 * (`/v1/platform/{platformId}/…`), its currency and time zone format their figures. One cached, persisted query
 * shared by the commerce modules and the dashboard (it rarely changes: an hour's staleTime).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPlatformStorefront } from './storefront-call.ts';
import { commerceKeys } from './keys.ts';

export const storefrontQuery = (projectId: string) =>
  queryOptions({
    queryKey: commerceKeys.storefront(projectId),
    queryFn: () => getPlatformStorefront(projectId),
    staleTime: 60 * 60_000,
  });

export const useStorefront = (projectId: string) => useQuery(storefrontQuery(projectId));
