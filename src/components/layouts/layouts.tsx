/**
 * The six layouts of spec 000 §2. Each takes optional regions (header, announcement, sidebar, footer,
 * subfooter, navBar) and renders the content. Defaults: header 4rem, sidebar 220px, nav bar 3rem,
 * announcement 40px; mail is a narrow 520px column under an overlay header.
 * Below lg the sidebar is not fixed (it collapses behind the burger); above md the nav bar is hidden.
 */
import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { LAYOUT } from '../../theme.ts';
import { deferred } from '../../lib/lazy/deferred.tsx';
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

// Standard and tool layouts (AppShell) are their own chunk; the shell preloads it for signed-in starts and
// once the browser is idle on signed-out pages, so a sign-in never waits for it.
const appShellLayouts = () => import('./app-shell-layouts.tsx');
const StandardLayout = deferred(() => appShellLayouts().then((m) => m.StandardLayout));
const ToolLayout = deferred(() => appShellLayouts().then((m) => m.ToolLayout));
export const preloadAppShellLayouts = () => {
  for (const layout of [StandardLayout, ToolLayout]) void layout.preload().catch(() => {});
};

export const LAYOUTS: Record<LayoutName, (p: LayoutRegions) => ReactNode> = {
  blank: BlankLayout,
  fullscreen: FullscreenLayout,
  mail: MailLayout,
  print: PrintLayout,
  standard: StandardLayout,
  tool: ToolLayout,
};
