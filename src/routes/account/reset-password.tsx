import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
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
  validateSearch: z.object({ token: z.string().optional(), email: z.string().optional() }),
  component: function Reset() {
    const { token, email } = Route.useSearch();
    return <ResetPasswordPage token={token} email={email} />;
  },
});
