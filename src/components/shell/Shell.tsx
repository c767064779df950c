/**
 * The app shell: picks the layout from the deepest matched route's static data and fills its regions —
 * announcement, header (with the notifications slot the root route fills), sidebar from the menu registry,
 * the mobile bottom nav — plus nudges, shoves, the command palette (lazy) and overlays such as the terms popup.
 */
import './shell.css';
import { useHotkeys } from '@mantine/hooks';
import { Outlet, useMatches, useRouter, useRouterState } from '@tanstack/react-router';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { deferred } from '../../lib/lazy/deferred.tsx';
import { registerSearchSource } from '../../lib/search/sources.ts';
import { commandPaletteOpenAtom, sidebarOpenAtom } from '../../lib/shell/atoms.ts';
import { routeStatic } from '../../lib/router/shell-guard.ts';
import { LAYOUTS, preloadAppShellLayouts } from '../layouts/layouts.tsx';
import { LoadingScreen } from '../LoadingScreen.tsx';
import { ModuleHost } from '../../lib/modules/ModuleHost.tsx';
import { OfflineBanner } from '../OfflineBanner.tsx';
import '../install-prompt.ts'; // keeps the browser's install prompt for the first-run checklist
import { notFoundShownAtom, useHashScroll, usePageTitle } from './hooks.ts';
import { routeSource } from './search/route-source.ts';
import { useShellData } from './useShellData.ts';
import { useCurrentAnnouncement } from './messages/has-announcement.ts';
import { nudgesAtom, shovesAtom } from '../../lib/messages/messages.ts';
import { useUpdateAvailable } from '../../lib/sw/register.ts';

const CommandPalette = lazy(() => import('./search/CommandPalette.tsx'));
const chrome = () => import('./chrome.tsx');
const Header = deferred(() => chrome().then((m) => m.Header));
const Sidebar = deferred(() => chrome().then((m) => m.Sidebar));
const BottomNav = deferred(() => chrome().then((m) => m.BottomNav));
const AnnouncementSlot = deferred(() => chrome().then((m) => m.AnnouncementSlot));
// Loaded the first time there is something to show (not on every page's first load).
const Nudges = deferred(() => import('./messages/Nudges.tsx').then((m) => m.Nudges));
const Shoves = deferred(() => import('./messages/Shoves.tsx').then((m) => m.Shoves));
const UpdatePrompt = deferred(() => import('../UpdatePrompt.tsx').then((m) => m.default));
// The nudge container (Mantine notifications) mounts with the first page; `notifications.show()` calls made
// before it is there wait in the store and appear when it is.
const Notifications = deferred(() => import('@mantine/notifications').then((m) => m.Notifications));

/** Starts loading the app-shell layouts, header, sidebar and bottom nav (e.g. once a signed-in start is known). */
export const preloadShellChrome = () => {
  preloadAppShellLayouts();
  for (const part of [Header, Sidebar, BottomNav]) void part.preload().catch(() => {});
};

export interface ShellSlots {
  /** The notifications bell and its 420 px dropdown (the notifications area). */
  notifications?: ReactNode;
  /** App-wide overlays, e.g. the terms popup. */
  overlays?: ReactNode;
}

export function Shell({ notifications, overlays }: ShellSlots) {
  const router = useRouter();
  const matches = useMatches();
  const ready = useRouterState({ select: (s) => !!s.resolvedLocation });
  const { title, layout: routeLayout } = routeStatic(matches);
  const { user, project } = useShellData();
  const hasAnnouncement = !!useCurrentAnnouncement(project);
  const [notFound] = useAtom(notFoundShownAtom);
  const [paletteOpen, setPaletteOpen] = useAtom(commandPaletteOpenAtom);
  const [paletteLoaded, setPaletteLoaded] = useState(false);
  const setSidebar = useSetAtom(sidebarOpenAtom);
  const [sidebarOpen] = useAtom(sidebarOpenAtom);
  const hasNudges = useAtomValue(nudgesAtom).length > 0;
  const hasShoves = useAtomValue(shovesAtom).length > 0;
  const updateWaiting = useUpdateAvailable();
  usePageTitle(title);
  useHashScroll();
  useEffect(() => registerSearchSource(routeSource(router)), [router]);
  useEffect(() => {
    if (paletteOpen) setPaletteLoaded(true);
  }, [paletteOpen]);
  useHotkeys([['mod+K', () => user && setPaletteOpen((o) => !o)]], []);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the mobile sidebar on every navigation
  useEffect(() => setSidebar(false), [pathname, setSidebar]);
  // Signed-out pages start without the chrome; fetch it once the browser is idle so a sign-in never waits.
  useEffect(() => {
    if (!ready || typeof window.requestIdleCallback !== 'function') return;
    const id = window.requestIdleCallback(preloadShellChrome, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }, [ready]);

  if (!ready) return <LoadingScreen />;
  const layout = routeLayout ?? (notFound && !user ? 'blank' : 'standard');
  const Layout = LAYOUTS[layout];
  const withChrome = !!user && (layout === 'standard' || layout === 'tool');
  return (
    <>
      <ModuleHost />
      <Layout
        header={withChrome ? <Header notifications={notifications} withSidebar /> : undefined}
        announcement={withChrome && hasAnnouncement ? <AnnouncementSlot /> : undefined}
        sidebar={withChrome ? <Sidebar /> : undefined}
        navBar={withChrome && layout === 'standard' ? <BottomNav /> : undefined}
        sidebarOpen={sidebarOpen}
      >
        <OfflineBanner />
        <Outlet />
      </Layout>
      {user && overlays}
      {user && paletteLoaded && (
        <Suspense fallback={null}>
          <CommandPalette />
        </Suspense>
      )}
      {hasNudges && <Nudges />}
      {hasShoves && <Shoves />}
      {updateWaiting && <UpdatePrompt />}
      <Notifications position="top-right" limit={1} />
    </>
  );
}
