import { createFileRoute } from '@tanstack/react-router';
import { AcceptInvitePage } from '../../../features/projects/components/AcceptInvitePage.tsx';
import { stringSearch } from '../../../lib/router/search.ts';

export const Route = createFileRoute('/_authed/projects/accept-invite')({
  staticData: { name: 'projects.accept-invite', title: 'Project invite', layout: 'standard', project: 'never', hideFromSearch: true },
  validateSearch: stringSearch('token'),
  component: function AcceptInviteRoute() {
    const { token } = Route.useSearch();
    return <AcceptInvitePage token={token} />;
  },
});
