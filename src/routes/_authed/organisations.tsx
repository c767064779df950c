import { createFileRoute } from '@tanstack/react-router';
import { OrganisationsPage } from '../../features/organisations/components/OrganisationsPage.tsx';

export const Route = createFileRoute('/_authed/organisations')({
  staticData: { name: 'organisations', title: 'Organisations', layout: 'standard', project: 'sometimes' },
  component: () => <OrganisationsPage projectHref={(id) => `/projects/settings?project=${encodeURIComponent(id)}`} />,
});
