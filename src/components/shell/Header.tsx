/**
 * The header (spec 000 §2): logo/platform name, search (hidden below sm, moved into the sidebar), cart button
 * (on resupply routes or when the cart has items), the project's website (custom domain first, new tab), the
 * notifications slot (filled by the notifications area through the root route) and the account menu.
 */
import { ActionIcon, Box, Burger, Group, Image, Indicator, Kbd, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconShoppingCart } from '@tabler/icons-react';
import { useLocation, useRouter } from '@tanstack/react-router';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { useCart } from '../../lib/cart.ts';
import { DEFAULT_PLATFORM_NAME } from '../../lib/platform/platform.ts';
import { projectWebsite } from '../../lib/projects/projects.ts';
import { commandPaletteOpenAtom, notificationsPanelOpenAtom, sidebarOpenAtom } from '../../lib/shell/atoms.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { AppLink } from './AppLink.tsx';
import { hrefOf } from './routes.ts';
import { HeaderSearch } from './search/HeaderSearch.tsx';
import { useShellData } from './useShellData.ts';

export const RESUPPLY_PATH_PREFIX = '/resupply';

export function Header({ notifications, withSidebar }: { notifications?: ReactNode; withSidebar: boolean }) {
  const router = useRouter();
  const { pathname } = useLocation();
  const { platform, project } = useShellData();
  const cart = useCart(project?.id); // the active project's cart (IndexedDB, one per project)
  const [sidebarOpen, setSidebarOpen] = useAtom(sidebarOpenAtom);
  const openPalette = useSetAtom(commandPaletteOpenAtom);
  const notificationsOpen = useAtomValue(notificationsPanelOpenAtom);
  const cartCount = cart.reduce((n, i) => n + i.quantity, 0);
  const showCart = pathname.startsWith(RESUPPLY_PATH_PREFIX) || cart.length > 0;
  const website = projectWebsite(project);
  const name = platform?.name ?? DEFAULT_PLATFORM_NAME;
  const logo = platform?.logos.find((l) => l.meta.context === 'header' && (l.meta.theme ?? 'light') === 'light');
  return (
    <Group h="100%" px="md" gap="sm" wrap="nowrap" justify="space-between" data-notifications-open={notificationsOpen}>
      <Group gap="sm" wrap="nowrap" miw={0}>
        {withSidebar && (
          <Burger opened={sidebarOpen} onClick={() => setSidebarOpen((o) => !o)} hiddenFrom="lg" size="sm" aria-label="Toggle navigation" />
        )}
        <UnstyledButton component={AppLink} href={hrefOf(router, 'dashboard', project?.id ?? null)} aria-label={`${name} home`}>
          <Group gap={8} wrap="nowrap">
            {logo && <Image src={logo.url} alt="" w={28} h={28} />}
            <Text fw={700} ff="heading" c="var(--sf-brand-text)" size="lg" visibleFrom="xs">
              {name}
            </Text>
          </Group>
        </UnstyledButton>
        <Box visibleFrom="sm" ml="md" w={360}>
          <HeaderSearch />
        </Box>
        <UnstyledButton visibleFrom="md" onClick={() => openPalette(true)} px={6} py={2} title="Command palette">
          <Kbd size="xs">Ctrl</Kbd> <Kbd size="xs">K</Kbd>
          <VisuallyHidden> command palette</VisuallyHidden>
        </UnstyledButton>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {project && (
          // Visible at every width: on a phone the project you are in matters more than the platform's name.
          <Text size="sm" fw={600} truncate maw={{ base: '38vw', md: 200 }} data-testid="active-project-name">
            {project.name}
          </Text>
        )}
        {showCart && (
          <Indicator label={cartCount} size={16} disabled={!cartCount} color="red">
            <ActionIcon
              component={AppLink}
              href={hrefOf(router, 'resupply.shop.create', project?.id ?? null)}
              variant="subtle"
              size="lg"
              aria-label={`Cart, ${cartCount} items`}
            >
              <IconShoppingCart size={20} />
            </ActionIcon>
          </Indicator>
        )}
        {website && (
          <Tooltip label="Open website">
            <ActionIcon
              component="a"
              href={website}
              target="_blank"
              rel="noopener noreferrer"
              variant="subtle"
              size="lg"
              aria-label="Open website in a new tab"
            >
              <IconExternalLink size={20} />
            </ActionIcon>
          </Tooltip>
        )}
        {notifications}
        <AccountMenu />
      </Group>
    </Group>
  );
}
