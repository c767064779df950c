import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AcceptInvitePage } from '../../../features/projects/components/AcceptInvitePage.tsx';

export const Route = createFileRoute('/_authed/projects/accept-invite')({
  staticData: { name: 'projects.accept-invite', title: 'Project invite', layout: 'standard', project: 'never', hideFromSearch: true },
  validateSearch: (s: Record<string, unknown>) => ({ token: typeof s.token === 'string' ? s.token : undefined }),
  component: function AcceptInviteRoute() {
    const { token } = Route.useSearch();
    const navigate = useNavigate();
    return <AcceptInvitePage token={token} onOpen={(id) => navigate({ to: '/users', search: { project: id } })} />;
  },
});
