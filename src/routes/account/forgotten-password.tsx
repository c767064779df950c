import { createFileRoute } from '@tanstack/react-router';
import { stringSearch } from '../../lib/router/search.ts';
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
  validateSearch: stringSearch('email'),
  component: function Forgotten() {
    return <ForgottenPasswordPage email={Route.useSearch().email} />;
  },
});
