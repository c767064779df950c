import './styles/mantine.ts';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setUnauthenticatedHandler } from './lib/auth/token.ts';
import { resetActiveProject } from './lib/projects/active-project.ts';
import { setListUnauthorizedHandler } from './lib/projects/projects.ts';
import { platformQuery } from './lib/platform/platform.ts';
import { persistOptions, queryClient } from './lib/query/client.ts';
import { registerServiceWorker } from './lib/sw/register.ts';
import './modules.ts';
import { preloadOpeningRoutes, router } from './router.tsx';
import { appStore } from './lib/store.ts';
import { cssVariablesResolver, theme } from './theme.ts';

function signedOut() {
  queryClient.clear();
  resetActiveProject();
  void router.navigate({ to: '/account/login', search: { redirect: router.state.location.href } });
}
setUnauthenticatedHandler(signedOut);
// 401 on the project or organisation list (spec 000 §4): lists cleared, signed out.
setListUnauthorizedHandler(signedOut);

// Restore the persisted cache before the router's first load, so guards see the cached user (offline
// browsing) instead of racing the restore; then keep persisting.
await persistQueryClientRestore({ queryClient, ...persistOptions }).catch(() => {});
persistQueryClientSubscribe({ queryClient, ...persistOptions });
// The root guard's first request, then the opening route's code: both start now rather than after the first
// render, the request first (the browser queues everything behind six connections).
if (queryClient.getQueryData(platformQuery.queryKey) === undefined) void queryClient.prefetchQuery(platformQuery);
setTimeout(preloadOpeningRoutes, 0); // after the request's own microtasks have sent it

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <JotaiProvider store={appStore}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </JotaiProvider>
    </MantineProvider>
  </StrictMode>,
);

registerServiceWorker();
