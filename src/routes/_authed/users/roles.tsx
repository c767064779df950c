import { createFileRoute } from '@tanstack/react-router';
import { RolesPage } from '../../../features/members/components/RolesPage.tsx';
import { projectSearch } from '../../../lib/router/search.ts';
import { WithProject } from '../../-project.tsx';
import { permissionsQuery, rolesQuery, templatesQuery } from '../../../features/members/api/roles.ts';
import { preload, projectDeps, projectOf } from '../../../lib/router/preload.ts';

export const Route = createFileRoute('/_authed/users/roles')({
  staticData: { name: 'project.users.roles.list', title: 'Roles', layout: 'standard' },
  validateSearch: projectSearch,
  loaderDeps: projectDeps,
  loader: ({ context: { queryClient: qc }, deps }) => {
    const project = projectOf(qc, deps.project);
    return project
      ? preload(
          qc.ensureQueryData(rolesQuery(project)),
          qc.ensureQueryData(permissionsQuery()),
          qc.ensureQueryData(templatesQuery(project)),
        )
      : undefined;
  },
  component: () => <WithProject>{(id) => <RolesPage key={id} projectId={id} />}</WithProject>,
});
