import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { LazyErrorPage } from '../components/LazyErrorPage.tsx';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { NotFound } from '../components/NotFound.tsx';
import { preloadShellChrome, Shell } from '../components/shell/Shell.tsx';
import { currentUserQuery } from '../lib/auth/user.ts';
import { deferred } from '../lib/lazy/deferred.tsx';
import { shellGuard } from '../lib/router/shell-guard.ts';

// The bell and its dropdown load after the first paint (they need a signed-in user anyway).
const NotificationsBell = deferred(() =>
  import('../features/notifications/components/NotificationsBell.tsx').then((m) => m.NotificationsBell),
);
const TermsPopup = deferred(() => import('../features/platform/components/TermsPopup.tsx').then((m) => m.TermsPopup));
// Loads the active project's billing overview after first paint: the Billing menu needs it (000 §2).
const BillingProbe = deferred(() => import('../features/billing/components/BillingProbe.tsx').then((m) => m.BillingProbe));

export interface RouterContext {
  queryClient: QueryClient;
}

/**
 * The root: the shell guard (platform, hostname, user, lists, project rules) and the shell. The notifications
 * area fills the header's `notifications` slot here (its bell + 420 px dropdown).
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: (opts) => {
    // A signed-in start (user in the persisted cache): fetch the chrome and the bell alongside the page's own
    // code instead of after the page has rendered.
    if (!opts.preload && opts.context.queryClient.getQueryData(currentUserQuery.queryKey)) {
      preloadShellChrome();
      void NotificationsBell.preload().catch(() => {});
    }
    return shellGuard(opts as never);
  },
  pendingComponent: () => <LoadingScreen />,
  pendingMs: 0,
  // No minimum: the default (500 ms) would hold the loading screen after everything is ready on every start.
  pendingMinMs: 0,
  notFoundComponent: NotFound,
  errorComponent: LazyErrorPage,
  component: function Root() {
    return (
      <Shell
        notifications={<NotificationsBell />}
        overlays={
          <>
            <TermsPopup />
            <BillingProbe />
          </>
        }
      />
    );
  },
});
