import { createFileRoute } from '@tanstack/react-router';
import { ListingPage } from '../../../features/marketplace/components/ListingPage.tsx';
import { installationQuery } from '../../../features/marketplace/api/installation.ts';
import { listingQuery } from '../../../features/marketplace/api/listing.ts';
import { productsQuery } from '../../../features/marketplace/api/products.ts';
import { NoProject } from '../../../lib/modules/NoProject.tsx';
import { preload, projectDeps } from '../../../lib/router/preload.ts';

export const Route = createFileRoute('/_authed/modules/$listing')({
  staticData: { name: 'integrations.store.listing', title: 'Module', layout: 'standard', project: 'always', hideFromSearch: true },
  validateSearch: (s: Record<string, unknown>): { project?: string } => ({
    project: typeof s.project === 'string' ? s.project : undefined,
  }),
  loaderDeps: projectDeps,
  loader: ({ context: { queryClient: qc }, params: { listing }, deps: { project } }) =>
    project
      ? preload(
          qc.ensureQueryData(listingQuery(project, listing)),
          qc.ensureQueryData(productsQuery(project, listing)),
          qc.ensureQueryData(installationQuery(project, listing)),
        )
      : undefined,
  component: ListingRoute,
});

function ListingRoute() {
  const { listing } = Route.useParams();
  const { project } = Route.useSearch();
  if (!project) return <NoProject />;
  return <ListingPage key={`${project}:${listing}`} projectId={project} code={listing} />;
}
