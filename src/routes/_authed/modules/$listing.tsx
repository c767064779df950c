import { createFileRoute } from '@tanstack/react-router';
import { ListingPage } from '../../../features/marketplace/components/ListingPage.tsx';
import { NoProject } from '../../../lib/modules/NoProject.tsx';

export const Route = createFileRoute('/_authed/modules/$listing')({
  staticData: { name: 'integrations.store.listing', title: 'Module', layout: 'standard', project: 'always', hideFromSearch: true },
  validateSearch: (s: Record<string, unknown>): { project?: string } => ({
    project: typeof s.project === 'string' ? s.project : undefined,
  }),
  component: ListingRoute,
});

function ListingRoute() {
  const { listing } = Route.useParams();
  const { project } = Route.useSearch();
  if (!project) return <NoProject />;
  return <ListingPage key={`${project}:${listing}`} projectId={project} code={listing} />;
}
