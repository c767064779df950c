import { createRouter } from '@tanstack/react-router';
import { NotFound } from './components/NotFound.tsx';
import { LoadingScreen } from './components/LoadingScreen.tsx';
import { queryClient } from './lib/query/client.ts';
import './lib/router/static-data.ts';
import { routeTree } from './routeTree.gen.ts';

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  defaultNotFoundComponent: NotFound,
  defaultPendingComponent: () => <LoadingScreen />,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
