import { createFileRoute } from '@tanstack/react-router';
import { stringSearch } from '../../lib/router/search.ts';
import { resetTokenQuery } from '../../features/account/api/password.ts';
import { ResetPasswordPage } from '../../features/account/components/ResetPasswordPage.tsx';
import { preload } from '../../lib/router/preload.ts';

const resetSearch = stringSearch('token', 'email');

export const Route = createFileRoute('/account/reset-password')({
  staticData: {
    name: 'account.reset-password',
    title: 'Reset Password',
    layout: 'blank',
    requiresUser: false,
    project: 'never',
    hideFromSearch: true,
  },
  validateSearch: resetSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ context: { queryClient: qc }, deps: { token } }) => (token ? preload(qc.ensureQueryData(resetTokenQuery(token))) : undefined),
  component: function Reset() {
    const { token, email } = Route.useSearch();
    return <ResetPasswordPage token={token} email={email} />;
  },
});
