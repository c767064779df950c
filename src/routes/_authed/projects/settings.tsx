import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ProjectSettingsPage } from '../../../features/projects/components/ProjectSettingsPage.tsx';
import { BillingCompanySection } from '../../../features/billing/components/CompanyForm.tsx';
import { Stack } from '@mantine/core';
import { projectSearch } from '../../../lib/router/search.ts';
import { WithProject } from '../../-project.tsx';
import { organisationsQuery, projectQuery } from '../../../features/projects/api/projects.ts';
import { preload, projectDeps, projectOf } from '../../../lib/router/preload.ts';

export const Route = createFileRoute('/_authed/projects/settings')({
  staticData: { name: 'projects.settings', title: 'Settings', layout: 'standard' },
  validateSearch: projectSearch,
  loaderDeps: projectDeps,
  loader: ({ context: { queryClient: qc }, deps }) => {
    const project = projectOf(qc, deps.project);
    return project ? preload(qc.ensureQueryData(projectQuery(project)), qc.ensureQueryData(organisationsQuery)) : undefined;
  },
  component: function ProjectSettingsRoute() {
    const navigate = useNavigate();
    return (
      <WithProject>
        {(id) => (
          <Stack gap="xl">
            <ProjectSettingsPage key={id} projectId={id} onDeleted={() => navigate({ to: '/dashboard', search: {} })} />
            {/* The billing company: COMPANY_NOT_FOUND's Fix action (001 §8) leads here. */}
            <BillingCompanySection key={`billing-${id}`} projectId={id} />
          </Stack>
        )}
      </WithProject>
    );
  },
});
