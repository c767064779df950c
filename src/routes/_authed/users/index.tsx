import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../../../features/members/components/UsersPage.tsx';
import { projectSearch } from '../../../lib/router/search.ts';
import { WithProject } from '../../-project.tsx';
import { rolesQuery } from '../../../features/members/api/roles.ts';
import { usersQuery } from '../../../features/members/api/users.ts';
import { preload, projectDeps, projectOf } from '../../../lib/router/preload.ts';

export const Route = createFileRoute('/_authed/users/')({
  staticData: { name: 'project.users.list', title: 'Users', layout: 'standard' },
  validateSearch: projectSearch,
  loaderDeps: projectDeps,
  loader: ({ context: { queryClient: qc }, deps }) => {
    const project = projectOf(qc, deps.project);
    return project ? preload(qc.ensureQueryData(usersQuery(project, '', null)), qc.ensureQueryData(rolesQuery(project))) : undefined;
  },
  component: () => <WithProject>{(id) => <UsersPage key={id} projectId={id} />}</WithProject>,
});
