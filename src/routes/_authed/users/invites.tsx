import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../components/data/list-search.ts';
import { InvitesPage } from '../../../features/members/components/InvitesPage.tsx';
import { invitesListSearch } from '../../../features/members/components/list-search.ts';
import { projectSearch } from '../../../lib/router/search.ts';
import { WithProject } from '../../-project.tsx';

export const Route = createFileRoute('/_authed/users/invites')({
  staticData: { name: 'project.users.invites.list', title: 'Invites', layout: 'standard' },
  validateSearch: listSearch(invitesListSearch, projectSearch),
  component: () => <WithProject>{(id) => <InvitesPage key={id} projectId={id} />}</WithProject>,
});
