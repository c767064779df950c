import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { RegisterPage } from '../../features/account/components/RegisterPage.tsx';

export const Route = createFileRoute('/account/register')({
  staticData: { name: 'account.register', title: 'Register', layout: 'blank', requiresUser: false, project: 'never', hideFromSearch: true },
  validateSearch: z.object({ email: z.optional(z.string()) }),
  component: function Register() {
    return <RegisterPage email={Route.useSearch().email} />;
  },
});
