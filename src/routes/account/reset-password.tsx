import { createFileRoute } from '@tanstack/react-router';
import { stringSearch } from '../../lib/router/search.ts';
import { ResetPasswordPage } from '../../features/account/components/ResetPasswordPage.tsx';

export const Route = createFileRoute('/account/reset-password')({
  staticData: {
    name: 'account.reset-password',
    title: 'Reset Password',
    layout: 'blank',
    requiresUser: false,
    project: 'never',
    hideFromSearch: true,
  },
  validateSearch: stringSearch('token', 'email'),
  component: function Reset() {
    const { token, email } = Route.useSearch();
    return <ResetPasswordPage token={token} email={email} />;
  },
});
