/**
 * The six layouts of spec 000 §2. Each takes optional regions (header, announcement, sidebar, footer,
 * subfooter, navBar) and renders the content. Defaults: header 4rem, sidebar 220px, nav bar 3rem,
 * announcement 40px; mail is a narrow 520px column under an overlay header.
 * Below lg the sidebar is not fixed (it collapses behind the burger); above md the nav bar is hidden.
 */
import { AppShell, Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { LAYOUT } from '../../theme.ts';
import type { LayoutName } from '../../lib/router/static-data.ts';

export interface LayoutRegions {
  header?: ReactNode;
  announcement?: ReactNode;
  sidebar?: ReactNode;
  footer?: ReactNode;
  subfooter?: ReactNode;
  navBar?: ReactNode;
  sidebarOpen?: boolean;
  children: ReactNode;
}

export function BlankLayout({ children }: LayoutRegions) {
  return (
    <Box component="main" id="main">
      {children}
    </Box>
  );
}

export function FullscreenLayout({ children }: LayoutRegions) {
  return (
    <Box component="main" id="main" h="100dvh" w="100vw" style={{ overflow: 'auto' }}>
      {children}
    </Box>
  );
}

export function PrintLayout({ children }: LayoutRegions) {
  return (
    <Box component="main" id="main" maw="210mm" mx="auto" p="md" bg="white" c="black">
      {children}
    </Box>
  );
}

export function MailLayout({ header, children, footer }: LayoutRegions) {
  return (
    <Box mih="100dvh">
      {header && (
        <Box component="header" pos="absolute" top={0} left={0} right={0} h={LAYOUT.headerHeight} style={{ zIndex: 2 }}>
          {header}
        </Box>
      )}
      <Box component="main" id="main" maw={LAYOUT.mailWidth} mx="auto" pt={LAYOUT.headerHeight + 16} px="md" pb="xl">
        {children}
      </Box>
      {footer && <Box component="footer">{footer}</Box>}
    </Box>
  );
}

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

export const LAYOUTS: Record<LayoutName, (p: LayoutRegions) => ReactNode> = {
  blank: BlankLayout,
  fullscreen: FullscreenLayout,
  mail: MailLayout,
  print: PrintLayout,
  standard: StandardLayout,
  tool: ToolLayout,
};
