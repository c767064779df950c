import { createFileRoute } from '@tanstack/react-router';
import { listParams, listQuery } from '../../../components/data/list-query.ts';
import { listSearch } from '../../../components/data/list-search.ts';
import { toListSearch } from '../../../components/data/list-state.ts';
import { invitesList } from '../../../features/members/api/invites.ts';
import { rolesQuery } from '../../../features/members/api/roles.ts';
import { InvitesPage } from '../../../features/members/components/InvitesPage.tsx';
import { invitesListSearch } from '../../../features/members/components/list-search.ts';
import { preload, projectListDeps, projectOf } from '../../../lib/router/preload.ts';
import { projectSearch } from '../../../lib/router/search.ts';
import { WithProject } from '../../-project.tsx';

export const Route = createFileRoute('/_authed/users/invites')({
  staticData: { name: 'project.users.invites.list', title: 'Invites', layout: 'standard' },
  validateSearch: listSearch(invitesListSearch, projectSearch),
  loaderDeps: projectListDeps,
  loader: ({ context: { queryClient: qc }, deps }) => {
    const project = projectOf(qc, deps.project);
    return project
      ? preload(
          qc.ensureQueryData(listQuery(invitesList(project), listParams(toListSearch(deps, invitesListSearch)))),
          qc.ensureQueryData(rolesQuery(project)),
        )
      : undefined;
  },
  component: () => <WithProject>{(id) => <InvitesPage key={id} projectId={id} />}</WithProject>,
});
