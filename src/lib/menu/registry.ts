/**
 * The menu registry (spec 000 §2 "Header and menus"): named items with an order and one level of children,
 * named `parent.child`; items added or removed at run time (core entries, billing, installed modules) and
 * shown only when their condition holds. The shell's sidebar and bottom nav bar render from it.
 */
import { atom } from 'jotai';
import type { ComponentType } from 'react';
import type { RouteName } from '../router/route-names.ts';
import { appStore } from '../store.ts';

export interface MenuContext {
  /** The active project id, or null without one. */
  projectId: string | null;
  /** Integration codes of the active project. */
  integrations: readonly string[];
  /** Integration codes installed in any of the user's projects. */
  anyProjectIntegrations: readonly string[];
  /** Permission check for the active project (granted outcomes only; pending counts as not granted). */
  can: (permission: string) => boolean;
  billingLoaded: boolean;
  organisationCount: number;
  /** The signed-in user is a platform administrator (users.is_admin): platform-admin entries show. */
  platformAdmin?: boolean;
}

export interface MenuItem {
  /** Unique; a child is named `parent.child`. */
  name: string;
  label: string;
  order: number;
  route?: RouteName;
  /** A path, for items whose route is not in the registry (installed modules). */
  to?: string;
  icon?: ComponentType<{ size?: number | string; stroke?: number }>;
  /** Shown only when this holds. */
  when?: (ctx: MenuContext) => boolean;
  children?: MenuItem[];
  /** Which sidebar: with an active project, or without one. Default 'project'. */
  scope?: 'project' | 'global' | 'both';
}

export const menuItemsAtom = atom<ReadonlyMap<string, MenuItem>>(new Map());

export function addMenuItem(item: MenuItem) {
  const next = new Map(appStore.get(menuItemsAtom));
  next.set(item.name, item);
  appStore.set(menuItemsAtom, next);
}

export function removeMenuItem(name: string) {
  const next = new Map(appStore.get(menuItemsAtom));
  next.delete(name);
  appStore.set(menuItemsAtom, next);
}

/** The visible, sorted menu for a context: children filtered and sorted too. */
export function visibleMenu(items: Iterable<MenuItem>, ctx: MenuContext, scope: 'project' | 'global'): MenuItem[] {
  const show = (i: MenuItem) => (i.scope ?? 'project') === scope || i.scope === 'both';
  const ok = (i: MenuItem) => !i.when || i.when(ctx);
  const byOrder = (a: MenuItem, b: MenuItem) => a.order - b.order || a.label.localeCompare(b.label);
  return [...items]
    .filter((i) => show(i) && ok(i))
    .map((i) => ({ ...i, children: i.children?.filter(ok).sort(byOrder) }))
    .sort(byOrder);
}
