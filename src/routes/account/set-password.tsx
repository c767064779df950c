import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
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
  validateSearch: z.object({ token: z.optional(z.string()), email: z.optional(z.string()) }),
  component: function SetPassword() {
    const { token, email } = Route.useSearch();
    return <SetPasswordPage token={token} email={email} />;
  },
});
