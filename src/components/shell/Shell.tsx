/**
 * Picks the layout from the deepest matched route's static data and fills its regions. The header and
 * sidebar here are the foundation's minimal ones; the shell area replaces them with the full header
 * (search, cart, website link, notifications, account menu) and the menu registry.
 */
import { Burger, Group, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useMatches } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect } from 'react';
import { unreadCountAtom } from '../../lib/unread.ts';
import type { LayoutName } from '../../lib/router/static-data.ts';
import { ModuleHost } from '../../lib/modules/ModuleHost.tsx';
import { LAYOUTS } from '../layouts/layouts.tsx';
import { OfflineBanner } from '../OfflineBanner.tsx';
import { UpdatePrompt } from '../UpdatePrompt.tsx';
import { RegistrySidebar } from './RegistrySidebar.tsx';

export const PLATFORM_NAME = 'Shopfloor';

function useRouteStatic() {
  const matches = useMatches();
  const data: { title?: string; layout?: LayoutName } = {};
  for (const m of matches) {
    const s = m.staticData as { title?: string; layout?: LayoutName } | undefined;
    if (s?.title) data.title = s.title;
    if (s?.layout) data.layout = s.layout;
  }
  return data;
}

/** `headerEnd`: the header's right-hand controls (the notifications bell), passed in by the root route. */
export function Shell({ headerEnd }: { headerEnd?: ReactNode } = {}) {
  const { title, layout = 'standard' } = useRouteStatic();
  const [open, { toggle }] = useDisclosure(false);
  const unread = useAtomValue(unreadCountAtom);
  useEffect(() => {
    const base = title ? `${title} | ${PLATFORM_NAME}` : PLATFORM_NAME;
    document.title = unread > 0 ? `(${unread}) ${base}` : base;
  }, [title, unread]);
  const Layout = LAYOUTS[layout];
  const header = (
    <Group h="100%" px="md" justify="space-between">
      <Group gap="sm">
        <Burger opened={open} onClick={toggle} hiddenFrom="lg" size="sm" aria-label="Toggle navigation" />
        <Title order={4} c="brand">
          {PLATFORM_NAME}
        </Title>
      </Group>
      <Group gap="sm">
        <Text size="sm" c="dimmed">
          {title}
        </Text>
        {headerEnd}
      </Group>
    </Group>
  );
  return (
    <>
      <ModuleHost />
      <Layout
        header={layout === 'standard' || layout === 'tool' ? header : undefined}
        sidebar={layout === 'standard' ? <RegistrySidebar /> : undefined}
        sidebarOpen={open}
      >
        <OfflineBanner />
        <Outlet />
      </Layout>
      <UpdatePrompt />
    </>
  );
}
