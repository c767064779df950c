import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ProjectSettingsPage } from '../../../features/projects/components/ProjectSettingsPage.tsx';
import { projectSearch } from '../../../lib/router/search.ts';
import { WithProject } from '../../-project.tsx';

export const Route = createFileRoute('/_authed/projects/settings')({
  staticData: { name: 'projects.settings', title: 'Settings', layout: 'standard' },
  validateSearch: projectSearch,
  component: function ProjectSettingsRoute() {
    const navigate = useNavigate();
    return (
      <WithProject>
        {(id) => <ProjectSettingsPage key={id} projectId={id} onDeleted={() => navigate({ to: '/dashboard', search: {} })} />}
      </WithProject>
    );
  },
});
