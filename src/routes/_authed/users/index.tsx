import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../components/data/list-search.ts';
import { UsersPage } from '../../../features/members/components/UsersPage.tsx';
import { usersListSearch } from '../../../features/members/components/list-search.ts';
import { projectSearch } from '../../../lib/router/search.ts';
import { WithProject } from '../../-project.tsx';

export const Route = createFileRoute('/_authed/users/')({
  staticData: { name: 'project.users.list', title: 'Users', layout: 'standard' },
  validateSearch: listSearch(usersListSearch, projectSearch),
  component: () => <WithProject>{(id) => <UsersPage key={id} projectId={id} />}</WithProject>,
});
