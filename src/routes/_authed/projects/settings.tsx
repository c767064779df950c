import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ProjectSettingsPage } from '../../../features/projects/components/ProjectSettingsPage.tsx';
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
        {(id) => <ProjectSettingsPage key={id} projectId={id} onDeleted={() => navigate({ to: '/dashboard', search: {} })} />}
      </WithProject>
    );
  },
});
