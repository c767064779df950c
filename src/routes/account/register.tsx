import { createFileRoute } from '@tanstack/react-router';
import { stringSearch } from '../../lib/router/search.ts';
import { RegisterPage } from '../../features/account/components/RegisterPage.tsx';

export const Route = createFileRoute('/account/register')({
  staticData: { name: 'account.register', title: 'Register', layout: 'blank', requiresUser: false, project: 'never', hideFromSearch: true },
  validateSearch: stringSearch('email'),
  component: function Register() {
    return <RegisterPage email={Route.useSearch().email} />;
  },
});
