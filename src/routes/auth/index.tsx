import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/auth/')({
  staticData: { layout: 'blank', requiresUser: false, project: 'never', hideFromSearch: true },
  beforeLoad: () => {
    throw redirect({ to: '/auth/setup' });
  },
});
