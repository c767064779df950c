import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
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
  validateSearch: z.object({ token: z.optional(z.string()), email: z.optional(z.string()) }),
  component: function Reset() {
    const { token, email } = Route.useSearch();
    return <ResetPasswordPage token={token} email={email} />;
  },
});
