import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { CreateProjectPage } from '../../../features/projects/components/CreateProjectPage.tsx';

export const Route = createFileRoute('/_authed/projects/create')({
  staticData: { name: 'projects.create', title: 'Create project', layout: 'standard', project: 'never' },
  component: function CreateProjectRoute() {
    const navigate = useNavigate();
    return <CreateProjectPage onCreated={(p) => navigate({ to: '/projects/settings', search: { project: p.id } })} />;
  },
});
