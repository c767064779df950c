import { queryOptions } from '@tanstack/react-query';
import { getIntegrationsListingsByListing } from '../api/generated/ops/getIntegrationsListingsByListing.ts';
import { sharedKeys } from '../api/keys.ts';

/** One listing as a project sees it: the module settings form and the marketplace's listing page share it. */
export const listingQuery = (projectId: string, code: string) =>
  queryOptions({
    queryKey: sharedKeys.listing(projectId, code),
    queryFn: () => getIntegrationsListingsByListing({ path: { listing: code }, query: { project: projectId } }),
  });
