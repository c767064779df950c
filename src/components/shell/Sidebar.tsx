/**
 * The sidebar: the menu registry, sorted, one level of children, auto-expanding for the active route.
 * Below sm it also carries the search box (hidden from the header there).
 */
import { Box, NavLink, ScrollArea, Stack } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { sidebarOpenAtom } from '../../lib/shell/atoms.ts';
import { AppLink } from './AppLink.tsx';
import { isActivePath } from './routes.ts';
import { HeaderSearch } from './search/HeaderSearch.tsx';
import { type ShownItem, useMenu } from './useMenu.ts';

function Item({ item, pathname }: { item: ShownItem; pathname: string }) {
  const setOpen = useSetAtom(sidebarOpenAtom);
  const branchActive = isActivePath(pathname, item.path) || item.children.some((c) => isActivePath(pathname, c.path));
  const [expanded, setExpanded] = useState<boolean | null>(null);
  const Icon = item.icon;
  const close = () => setOpen(false);
  if (!item.children.length) {
    return (
      <NavLink
        component={AppLink}
        href={item.href}
        label={item.label}
        active={isActivePath(pathname, item.path)}
        leftSection={Icon ? <Icon size={18} stroke={1.6} /> : undefined}
        onClick={close}
        data-menu-item={item.name}
      />
    );
  }
  const opened = expanded ?? branchActive;
  return (
    <NavLink
      label={item.label}
      leftSection={Icon ? <Icon size={18} stroke={1.6} /> : undefined}
      rightSection={
        <IconChevronRight size={14} style={{ transform: opened ? 'rotate(90deg)' : undefined, transition: 'transform 150ms' }} />
      }
      opened={opened}
      onChange={(o) => setExpanded(o)}
      active={branchActive && !opened}
      data-menu-item={item.name}
      childrenOffset={28}
    >
      {[{ ...item, name: `${item.name}.self`, children: [] as ShownItem[], label: item.label }, ...item.children]
        .filter((_c, i) => i > 0 || !item.children.some((k) => k.path === item.path))
        .map((c) => (
          <NavLink
            key={c.name}
            component={AppLink}
            href={c.href}
            label={c.label}
            active={c.path === item.path ? pathname.replace(/\/+$/, '') === c.path : isActivePath(pathname, c.path)}
            onClick={close}
            data-menu-item={c.name}
          />
        ))}
    </NavLink>
  );
}

export function Sidebar() {
  const items = useMenu();
  const { pathname } = useLocation();
  return (
    <Stack h="100%" gap={0}>
      <Box hiddenFrom="sm" p="sm">
        <HeaderSearch id="sidebar-search" />
      </Box>
      <ScrollArea flex={1} p="xs" type="auto">
        <nav aria-label="Main menu">
          {items.map((item) => (
            <Item key={item.name} item={item} pathname={pathname} />
          ))}
        </nav>
      </ScrollArea>
    </Stack>
  );
}
