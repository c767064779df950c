/** The visible menu for the current context: registry items, their conditions, and built routes only. */
import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { type MenuItem, menuItemsAtom, visibleMenu } from '../../lib/menu/registry.ts';
import { useCan } from '../../lib/permissions/can.ts';
import { billingLoadedAtom } from '../../lib/shell/atoms.ts';
import { hrefOf, routeExists } from './routes.ts';
import { useShellData } from './useShellData.ts';
import { PERMISSIONS } from '../../../common/permissions.ts';

export interface ShownItem {
  name: string;
  label: string;
  href: string;
  path: string;
  icon?: MenuItem['icon'];
  children: ShownItem[];
}

export function useMenu(): ShownItem[] {
  const router = useRouter();
  const { user, projects, organisations, project } = useShellData();
  const billingLoaded = useAtomValue(billingLoadedAtom);
  const items = useAtomValue(menuItemsAtom);
  const projectId = project?.id ?? null;
  const canListListings = useCan(PERMISSIONS.integrationsListingsList, {
    projectId,
    userId: user?.id ?? null,
    role: project?.role ?? null,
  });
  return useMemo(() => {
    const granted = new Set(canListListings ? [PERMISSIONS.integrationsListingsList] : []);
    const ctx = {
      projectId,
      integrations: project?.integrations ?? [],
      anyProjectIntegrations: [...new Set(projects.flatMap((p) => p.integrations))],
      can: (perm: string) => granted.has(perm as never),
      billingLoaded,
      organisationCount: organisations.length,
    };
    const toShown = (i: MenuItem): ShownItem | null => {
      let path: string | null = null;
      let href: string | null = null;
      if (i.route && routeExists(router, i.route)) {
        href = hrefOf(router, i.route, projectId);
        path = href.split('?')[0]!;
      } else if (i.to) {
        path = i.to;
        href = projectId ? `${i.to}?project=${encodeURIComponent(projectId)}` : i.to;
      }
      const children = (i.children ?? []).map(toShown).filter((c): c is ShownItem => !!c);
      if (!path || !href) {
        // A parent whose own page is not built still groups built children, linking to the first.
        if (!children.length) return null;
        path = children[0]!.path;
        href = children[0]!.href;
      }
      return { name: i.name, label: i.label, href, path, icon: i.icon, children };
    };
    return visibleMenu(items.values(), ctx, projectId ? 'project' : 'global')
      .map(toShown)
      .filter((i): i is ShownItem => !!i);
  }, [router, items, projectId, project, projects, organisations, billingLoaded, canListListings]);
}
