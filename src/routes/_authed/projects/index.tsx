import { createFileRoute } from '@tanstack/react-router';
import { ProjectsPage } from '../../../features/projects/components/ProjectsPage.tsx';

export const Route = createFileRoute('/_authed/projects/')({
  staticData: { name: 'projects.list', title: 'Projects', layout: 'standard', project: 'sometimes' },
  component: ProjectsPage,
});
