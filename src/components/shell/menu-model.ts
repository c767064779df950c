/** Pure menu building: registry items → what the sidebar shows, given which routes are built. */
import { type MenuContext, type MenuItem, visibleMenu } from '../../lib/menu/registry.ts';
import type { RouteName } from '../../lib/router/route-names.ts';

export interface ShownItem {
  name: string;
  label: string;
  href: string;
  path: string;
  icon?: MenuItem['icon'];
  children: ShownItem[];
}

export interface MenuLinks {
  /** Href (path + query) of a built named route, or null when its page is not built. */
  hrefOf: (route: RouteName) => string | null;
  projectId: string | null;
}

export function shownMenu(items: Iterable<MenuItem>, ctx: MenuContext, links: MenuLinks): ShownItem[] {
  const toShown = (i: MenuItem): ShownItem | null => {
    let href: string | null = i.route ? links.hrefOf(i.route) : null;
    if (!href && i.to) href = links.projectId ? `${i.to}?project=${encodeURIComponent(links.projectId)}` : i.to;
    const children = (i.children ?? []).map(toShown).filter((c): c is ShownItem => !!c);
    // A parent whose own page is not built still groups its built children, linking to the first.
    if (!href) href = children[0]?.href ?? null;
    if (!href) return null;
    return { name: i.name, label: i.label, href, path: href.split('?')[0]!, icon: i.icon, children };
  };
  return visibleMenu(items, ctx, ctx.projectId ? 'project' : 'global')
    .map(toShown)
    .filter((i): i is ShownItem => !!i);
}
