import './styles/mantine.ts';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setUnauthenticatedHandler } from './lib/auth/token.ts';
import { resetActiveProject } from './lib/projects/active-project.ts';
import { setListUnauthorizedHandler } from './lib/projects/projects.ts';
import { persistOptions, queryClient } from './lib/query/client.ts';
import { registerServiceWorker } from './lib/sw/register.ts';
import { router } from './router.tsx';
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

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <Notifications position="top-right" limit={1} />
      <JotaiProvider store={appStore}>
        <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
          <RouterProvider router={router} />
        </PersistQueryClientProvider>
      </JotaiProvider>
    </MantineProvider>
  </StrictMode>,
);

registerServiceWorker();
