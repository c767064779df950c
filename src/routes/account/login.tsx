import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '../../features/account/components/LoginPage.tsx';

const search = z.object({ email: z.string().optional(), redirect: z.string().optional(), verify: z.string().optional() });

export const Route = createFileRoute('/account/login')({
  staticData: { name: 'account.login', title: 'Login', layout: 'blank', requiresUser: false, project: 'never', hideFromSearch: true },
  validateSearch: search,
  component: function Login() {
    const { email, redirect, verify } = Route.useSearch();
    return <LoginPage email={email} redirectTo={redirect} verify={verify} />;
  },
});
