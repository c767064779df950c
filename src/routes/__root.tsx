import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { NotFound } from '../components/NotFound.tsx';
import { Shell } from '../components/shell/Shell.tsx';
import { shellGuard } from '../lib/router/shell-guard.ts';

// The bell and its dropdown load after the first paint (they need a signed-in user anyway).
const NotificationsBell = lazy(() =>
  import('../features/notifications/components/NotificationsBell.tsx').then((m) => ({ default: m.NotificationsBell })),
);
const TermsPopup = lazy(() => import('../features/platform/components/TermsPopup.tsx').then((m) => ({ default: m.TermsPopup })));

export interface RouterContext {
  queryClient: QueryClient;
}

/**
 * The root: the shell guard (platform, hostname, user, lists, project rules) and the shell. The notifications
 * area fills the header's `notifications` slot here (its bell + 420 px dropdown).
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: (opts) => shellGuard(opts as never),
  pendingComponent: () => <LoadingScreen />,
  pendingMs: 0,
  // No minimum: the default (500 ms) would hold the loading screen after everything is ready on every start.
  pendingMinMs: 0,
  notFoundComponent: NotFound,
  component: function Root() {
    return (
      <Shell
        notifications={
          <Suspense fallback={null}>
            <NotificationsBell />
          </Suspense>
        }
        overlays={
          <Suspense fallback={null}>
            <TermsPopup />
          </Suspense>
        }
      />
    );
  },
});
