import { createFileRoute } from '@tanstack/react-router';
import { listParams, listQuery } from '../../../components/data/list-query.ts';
import { listSearch } from '../../../components/data/list-search.ts';
import { toListSearch } from '../../../components/data/list-state.ts';
import { rolesQuery } from '../../../features/members/api/roles.ts';
import { usersList } from '../../../features/members/api/users.ts';
import { UsersPage } from '../../../features/members/components/UsersPage.tsx';
import { usersListSearch } from '../../../features/members/components/list-search.ts';
import { preload, projectListDeps, projectOf } from '../../../lib/router/preload.ts';
import { projectSearch } from '../../../lib/router/search.ts';
import { WithProject } from '../../-project.tsx';

export const Route = createFileRoute('/_authed/users/')({
  staticData: { name: 'project.users.list', title: 'Users', layout: 'standard' },
  validateSearch: listSearch(usersListSearch, projectSearch),
  loaderDeps: projectListDeps,
  // Primes the key the page's DataTable asks for (same URL → same list params → same key).
  loader: ({ context: { queryClient: qc }, deps }) => {
    const project = projectOf(qc, deps.project);
    return project
      ? preload(
          qc.ensureQueryData(listQuery(usersList(project), listParams(toListSearch(deps, usersListSearch)))),
          qc.ensureQueryData(rolesQuery(project)),
        )
      : undefined;
  },
  component: () => <WithProject>{(id) => <UsersPage key={id} projectId={id} />}</WithProject>,
});
