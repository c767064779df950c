import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { MarketplacePage, type MarketplaceFilters } from '../../../features/marketplace/components/MarketplacePage.tsx';
import { categoriesQuery } from '../../../features/marketplace/api/categories.ts';
import { listingsQuery } from '../../../features/marketplace/api/listings.ts';
import { NoProject } from '../../../lib/modules/NoProject.tsx';
import { preload } from '../../../lib/router/preload.ts';

export interface Search extends MarketplaceFilters {
  project?: string;
}

export const Route = createFileRoute('/_authed/modules/')({
  staticData: { name: 'integrations.store', title: 'Modules', layout: 'standard', project: 'always' },
  validateSearch: (s: Record<string, unknown>): Search => ({
    project: typeof s.project === 'string' ? s.project : undefined,
    category: typeof s.category === 'string' && s.category ? s.category : undefined,
    q: typeof s.q === 'string' && s.q ? s.q : undefined,
  }),
  loaderDeps: ({ search }) => ({ project: search.project, category: search.category, q: search.q }),
  loader: ({ context: { queryClient: qc }, deps: { project, category, q } }) =>
    project
      ? preload(qc.ensureQueryData(categoriesQuery()), qc.ensureQueryData(listingsQuery(project, { category, search: q })))
      : undefined,
  component: ModulesRoute,
});

function ModulesRoute() {
  const { project, category, q } = Route.useSearch();
  const navigate = Route.useNavigate();
  const router = useRouter();
  const onFilters = useCallback(
    (f: MarketplaceFilters) => {
      // The search is debounced: if the person already opened a listing, don't pull them back to the list.
      if (!/^\/modules\/?$/.test(router.state.location.pathname)) return;
      void navigate({ search: (prev) => ({ ...prev, category: f.category, q: f.q }), replace: true });
    },
    [navigate, router],
  );
  if (!project) return <NoProject />;
  return <MarketplacePage projectId={project} filters={{ category, q }} onFilters={onFilters} />;
}
