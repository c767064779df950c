import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../../../features/members/components/UsersPage.tsx';
import { projectSearch } from '../../../lib/router/search.ts';
import { WithProject } from '../../-project.tsx';

export const Route = createFileRoute('/_authed/users/')({
  staticData: { name: 'project.users.list', title: 'Users', layout: 'standard' },
  validateSearch: projectSearch,
  component: () => <WithProject>{(id) => <UsersPage key={id} projectId={id} />}</WithProject>,
});
