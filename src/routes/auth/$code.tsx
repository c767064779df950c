import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/auth/{code}`: the device flow's verification_uri_complete; opens /device with the code filled in. */
export const Route = createFileRoute('/auth/$code')({
  staticData: { name: 'auth.code', layout: 'blank', requiresUser: false, project: 'never', hideFromSearch: true },
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/device', search: { code: params.code } });
  },
});
