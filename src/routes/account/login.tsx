import { createFileRoute } from '@tanstack/react-router';
import { stringSearch } from '../../lib/router/search.ts';
import { LoginPage } from '../../features/account/components/LoginPage.tsx';

const search = stringSearch('email', 'redirect', 'verify');

export const Route = createFileRoute('/account/login')({
  staticData: { name: 'account.login', title: 'Login', layout: 'blank', requiresUser: false, project: 'never', hideFromSearch: true },
  validateSearch: search,
  component: function Login() {
    const { email, redirect, verify } = Route.useSearch();
    return <LoginPage email={email} redirectTo={redirect} verify={verify} />;
  },
});
