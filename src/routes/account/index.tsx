import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/account` redirects to the login page (spec 000 §2). */
export const Route = createFileRoute('/account/')({
  beforeLoad: () => {
    throw redirect({ to: '/account/login' });
  },
});
