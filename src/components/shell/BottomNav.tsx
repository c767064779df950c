/** Mobile bottom nav bar: at most 5 top-level menu items that have icons (hidden from md up by the layout). */
import { Group, Text, UnstyledButton } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { AppLink } from './AppLink.tsx';
import { isActivePath } from './routes.ts';
import { useMenu } from './useMenu.ts';

export const NAV_BAR_MAX_ITEMS = 5;

export function BottomNav() {
  const items = useMenu()
    .filter((i) => i.icon)
    .slice(0, NAV_BAR_MAX_ITEMS);
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label="Quick navigation" h="100%" grow gap={0} wrap="nowrap">
      {items.map((i) => {
        const Icon = i.icon!;
        const active = isActivePath(pathname, i.path) || i.children.some((c) => isActivePath(pathname, c.path));
        return (
          <UnstyledButton
            key={i.name}
            component={AppLink}
            href={i.href}
            aria-current={active ? 'page' : undefined}
            h="100%"
            style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}
            c={active ? 'brand.9' : 'dark.6'}
          >
            <Icon size={20} stroke={1.6} />
            <Text size="xs" fw={active ? 700 : 500} lh={1}>
              {i.label}
            </Text>
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
