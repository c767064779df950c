import { createFileRoute } from '@tanstack/react-router';
import { InvitesPage } from '../../../features/members/components/InvitesPage.tsx';
import { projectSearch } from '../../../lib/router/search.ts';
import { WithProject } from '../../-project.tsx';
import { invitesQuery } from '../../../features/members/api/invites.ts';
import { rolesQuery } from '../../../features/members/api/roles.ts';
import { preload, projectDeps, projectOf } from '../../../lib/router/preload.ts';

export const Route = createFileRoute('/_authed/users/invites')({
  staticData: { name: 'project.users.invites.list', title: 'Invites', layout: 'standard' },
  validateSearch: projectSearch,
  loaderDeps: projectDeps,
  loader: ({ context: { queryClient: qc }, deps }) => {
    const project = projectOf(qc, deps.project);
    return project ? preload(qc.ensureQueryData(invitesQuery(project, '', null)), qc.ensureQueryData(rolesQuery(project))) : undefined;
  },
  component: () => <WithProject>{(id) => <InvitesPage key={id} projectId={id} />}</WithProject>,
});
