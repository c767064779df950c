import { createFileRoute, redirect } from '@tanstack/react-router';

/** account.settings.2fa redirects to the authenticator setup (spec 000 §2). */
export const Route = createFileRoute('/_authed/settings/two-factor-authentication')({
  staticData: { name: 'account.settings.2fa', project: 'never', hideFromSearch: true },
  beforeLoad: () => {
    throw redirect({ to: '/settings/setup-authenticator', replace: true });
  },
});
