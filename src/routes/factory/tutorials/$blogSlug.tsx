import { createFileRoute, redirect } from '@tanstack/react-router';
import { pathOf } from '../../../lib/router/route-names.ts';

/** Old factory tutorial links go to `core.support.tutorials.view`, passing the slug. */
export const Route = createFileRoute('/factory/tutorials/$blogSlug')({
  staticData: { requiresUser: false, project: 'never', hideFromSearch: true },
  beforeLoad: ({ params }) => {
    throw redirect({ href: pathOf('core.support.tutorials.view', { slug: params.blogSlug }), replace: true });
  },
});
