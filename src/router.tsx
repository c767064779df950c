import { createRouter } from '@tanstack/react-router';
import { LazyErrorPage } from './components/LazyErrorPage.tsx';
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
  defaultErrorComponent: LazyErrorPage,
  defaultPendingComponent: () => <LoadingScreen />,
});

/**
 * Starts fetching the code of the routes the page opened on, alongside the root guard's first requests
 * (otherwise the router asks for them only after the guard has finished: a second round trip).
 */
export function preloadOpeningRoutes(pathname = window.location.pathname) {
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => {});
}

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
