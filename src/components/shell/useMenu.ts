/** The visible menu for the current context: registry items, their conditions, and built routes only. */
import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { PERMISSIONS } from '../../../common/permissions.ts';
import { menuItemsAtom } from '../../lib/menu/registry.ts';
import { useCan } from '../../lib/permissions/can.ts';
import { billingLoadedAtom } from '../../lib/shell/atoms.ts';
import { type ShownItem, shownMenu } from './menu-model.ts';
import { hrefOf, routeExists } from './routes.ts';
import { useShellData } from './useShellData.ts';

export type { ShownItem };

export function useMenu(): ShownItem[] {
  const router = useRouter();
  const { projects, organisations, project, user } = useShellData();
  const platformAdmin = !!user?.isAdmin;
  const billingLoaded = useAtomValue(billingLoadedAtom);
  const items = useAtomValue(menuItemsAtom);
  const projectId = project?.id ?? null;
  const canListListings = useCan(PERMISSIONS.integrationsListingsList, project?.id ?? null);
  return useMemo(() => {
    const ctx = {
      projectId,
      integrations: project?.integrations ?? [],
      anyProjectIntegrations: [...new Set(projects.flatMap((p) => p.integrations))],
      can: (perm: string) => perm === PERMISSIONS.integrationsListingsList && canListListings,
      billingLoaded,
      organisationCount: organisations.length,
      platformAdmin,
    };
    return shownMenu(items.values(), ctx, {
      projectId,
      hrefOf: (route) => (routeExists(router, route) ? hrefOf(router, route, projectId) : null),
    });
  }, [router, items, projectId, project, projects, organisations, billingLoaded, canListListings, platformAdmin]);
}
