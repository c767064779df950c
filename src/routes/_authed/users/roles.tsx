import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../components/data/list-search.ts';
import { rolesListSearch } from '../../../features/members/components/list-search.ts';
import { RolesPage } from '../../../features/members/components/RolesPage.tsx';
import { projectSearch } from '../../../lib/router/search.ts';
import { WithProject } from '../../-project.tsx';

export const Route = createFileRoute('/_authed/users/roles')({
  staticData: { name: 'project.users.roles.list', title: 'Roles', layout: 'standard' },
  validateSearch: listSearch(rolesListSearch, projectSearch),
  component: () => <WithProject>{(id) => <RolesPage key={id} projectId={id} />}</WithProject>,
});
