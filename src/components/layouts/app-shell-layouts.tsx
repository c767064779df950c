/**
 * The two layouts built on Mantine's AppShell (standard and tool). They load as their own chunk (with the
 * AppShell and its scroll lock) so signed-out pages — login, register, 404 — start without them.
 */
import { AppShell, Box } from '@mantine/core';
import { LAYOUT } from '../../theme.ts';
import type { LayoutRegions } from './layouts.tsx';

export function StandardLayout({ header, announcement, sidebar, footer, subfooter, navBar, sidebarOpen, children }: LayoutRegions) {
  const announcementHeight = announcement ? LAYOUT.announcementHeight : 0;
  return (
    <AppShell
      header={header ? { height: LAYOUT.headerHeight + announcementHeight } : undefined}
      navbar={sidebar ? { width: LAYOUT.sidebarWidth, breakpoint: 'lg', collapsed: { mobile: !sidebarOpen } } : undefined}
      footer={navBar ? { height: LAYOUT.navBarHeight, collapsed: false } : undefined}
      padding="md"
    >
      {header && (
        <AppShell.Header>
          {announcement && <Box h={LAYOUT.announcementHeight}>{announcement}</Box>}
          <Box h={LAYOUT.headerHeight}>{header}</Box>
        </AppShell.Header>
      )}
      {sidebar && <AppShell.Navbar aria-label="Main navigation">{sidebar}</AppShell.Navbar>}
      <AppShell.Main id="main">
        {children}
        {footer && (
          <Box component="footer" mt="xl">
            {footer}
          </Box>
        )}
        {subfooter && <Box mt="md">{subfooter}</Box>}
      </AppShell.Main>
      {navBar && (
        <AppShell.Footer hiddenFrom="md" aria-label="Bottom navigation">
          {navBar}
        </AppShell.Footer>
      )}
    </AppShell>
  );
}

/** Tool: a full-height work area with a header and an optional side panel, no page padding. */
export function ToolLayout({ header, sidebar, children }: LayoutRegions) {
  return (
    <AppShell
      header={header ? { height: LAYOUT.headerHeight } : undefined}
      navbar={sidebar ? { width: LAYOUT.sidebarWidth, breakpoint: 'lg' } : undefined}
      padding={0}
    >
      {header && <AppShell.Header>{header}</AppShell.Header>}
      {sidebar && <AppShell.Navbar>{sidebar}</AppShell.Navbar>}
      <AppShell.Main id="main" h="100dvh">
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
