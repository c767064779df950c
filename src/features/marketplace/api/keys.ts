/** Query keys: the catalogue is the same for every project (user scope); answers for a project are project-scoped. */
import { projectScope, sharedKeys, userScope } from '../../../lib/api/keys.ts';

export interface ListingFilters {
  category?: string;
  search?: string;
}

export const marketplaceKeys = {
  categories: () => [...userScope(), 'catalogue', 'categories'] as const,
  products: (code: string) => [...userScope(), 'catalogue', 'products', code] as const,
  project: (projectId: string) => sharedKeys.integrations(projectId),
  listings: (projectId: string, f: ListingFilters) => [...projectScope(projectId), 'integrations', 'listings', f] as const,
  listing: (projectId: string, code: string) => sharedKeys.listing(projectId, code),
  installation: (projectId: string, code: string) => [...projectScope(projectId), 'integrations', 'installation', code] as const,
};
