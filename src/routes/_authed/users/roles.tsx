import { createFileRoute } from '@tanstack/react-router';
import { listParams, listQuery } from '../../../components/data/list-query.ts';
import { listSearch } from '../../../components/data/list-search.ts';
import { toListSearch } from '../../../components/data/list-state.ts';
import { permissionsQuery, rolesList, templatesList } from '../../../features/members/api/roles.ts';
import { RolesPage } from '../../../features/members/components/RolesPage.tsx';
import { rolesListSearch } from '../../../features/members/components/list-search.ts';
import { preload, projectListDeps, projectOf } from '../../../lib/router/preload.ts';
import { projectSearch } from '../../../lib/router/search.ts';
import { WithProject } from '../../-project.tsx';

export const Route = createFileRoute('/_authed/users/roles')({
  staticData: { name: 'project.users.roles.list', title: 'Roles', layout: 'standard' },
  validateSearch: listSearch(rolesListSearch, projectSearch),
  loaderDeps: projectListDeps,
  loader: ({ context: { queryClient: qc }, deps }) => {
    const project = projectOf(qc, deps.project);
    return project
      ? preload(
          qc.ensureQueryData(listQuery(rolesList(project), listParams(toListSearch(deps, rolesListSearch)))),
          qc.ensureQueryData(permissionsQuery()),
          // The templates list keeps its state in memory and starts empty (useLocalListState()).
          qc.ensureQueryData(listQuery(templatesList(project), listParams({}))),
        )
      : undefined;
  },
  component: () => <WithProject>{(id) => <RolesPage key={id} projectId={id} />}</WithProject>,
});
