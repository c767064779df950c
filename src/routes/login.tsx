import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/login/`: where logout lands; forwards to the login page. */
export const Route = createFileRoute('/login')({
  staticData: { layout: 'blank', requiresUser: false, project: 'never', hideFromSearch: true },
  beforeLoad: () => {
    throw redirect({ to: '/account/login' });
  },
});
