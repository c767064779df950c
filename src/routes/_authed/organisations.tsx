import { createFileRoute } from '@tanstack/react-router';
import { organisationsQuery } from '../../features/organisations/api/organisations.ts';
import { OrganisationsPage } from '../../features/organisations/components/OrganisationsPage.tsx';
import { preload } from '../../lib/router/preload.ts';

export const Route = createFileRoute('/_authed/organisations')({
  staticData: { name: 'organisations', title: 'Organisations', layout: 'standard', project: 'sometimes' },
  loader: ({ context: { queryClient: qc } }) => preload(qc.ensureQueryData(organisationsQuery)),
  component: () => <OrganisationsPage projectHref={(id) => `/projects/settings?project=${encodeURIComponent(id)}`} />,
});
