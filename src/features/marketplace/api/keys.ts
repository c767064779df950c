/** Query keys: catalogue data is global; anything answered for a project starts with ['project', id]. */
import { projectKey } from '../../../lib/query/client.ts';

export interface ListingFilters {
  category?: string;
  search?: string;
}

export const marketplaceKeys = {
  categories: () => ['integrations', 'categories'] as const,
  products: (code: string) => ['integrations', 'products', code] as const,
  project: (projectId: string) => [...projectKey(projectId), 'integrations'] as const,
  listings: (projectId: string, f: ListingFilters) => [...marketplaceKeys.project(projectId), 'listings', f] as const,
  listing: (projectId: string, code: string) => [...marketplaceKeys.project(projectId), 'listing', code] as const,
  installation: (projectId: string, code: string) => [...marketplaceKeys.project(projectId), 'installation', code] as const,
};
