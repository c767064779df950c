import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ForgottenPasswordPage } from '../../features/account/components/ForgottenPasswordPage.tsx';

export const Route = createFileRoute('/account/forgotten-password')({
  staticData: {
    name: 'account.forgotten-password',
    title: 'Forgotten Password',
    layout: 'blank',
    requiresUser: false,
    project: 'never',
    hideFromSearch: true,
  },
  validateSearch: z.object({ email: z.optional(z.string()) }),
  component: function Forgotten() {
    return <ForgottenPasswordPage email={Route.useSearch().email} />;
  },
});
