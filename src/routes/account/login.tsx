import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { LoginPage } from '../../features/account/components/LoginPage.tsx';

const search = z.object({ email: z.optional(z.string()), redirect: z.optional(z.string()), verify: z.optional(z.string()) });

export const Route = createFileRoute('/account/login')({
  staticData: { name: 'account.login', title: 'Login', layout: 'blank', requiresUser: false, project: 'never', hideFromSearch: true },
  validateSearch: search,
  component: function Login() {
    const { email, redirect, verify } = Route.useSearch();
    return <LoginPage email={email} redirectTo={redirect} verify={verify} />;
  },
});
