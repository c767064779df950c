import { createFileRoute } from '@tanstack/react-router';
import { stringSearch } from '../../lib/router/search.ts';
import { SetPasswordPage } from '../../features/account/components/SetPasswordPage.tsx';

export const Route = createFileRoute('/account/set-password')({
  staticData: {
    name: 'account.set-password',
    title: 'Set Password',
    layout: 'blank',
    requiresUser: false,
    project: 'never',
    hideFromSearch: true,
  },
  validateSearch: stringSearch('token', 'email'),
  component: function SetPassword() {
    const { token, email } = Route.useSearch();
    return <SetPasswordPage token={token} email={email} />;
  },
});
