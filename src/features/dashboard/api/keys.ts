import { projectScope, sharedKeys } from '../../../lib/api/keys.ts';
import { commerceKeys } from '../../../lib/commerce/keys.ts';

export const dashboardKeys = {
  /** Whether anyone was invited (or joined) the project: the first-run checklist's "invite a colleague". */
  invitedSomeone: (projectId: string) => [...projectScope(projectId), 'first-run', 'invited'] as const,
  /** Under the project's `integrations` key: installing from the marketplace invalidates it. */
  /** Today's orders and revenue (under the project's orders: a new or changed order refreshes it). */
  ordersSummary: (projectId: string, dayStart: string) => [...commerceKeys.orders(projectId), 'summary', dayStart] as const,
  /** The dashboard's data (cards, chart, recent orders) per range preset. */
  data: (projectId: string, range: string) => [...projectScope(projectId), 'dashboard', range] as const,
  hasModules: (projectId: string) => [...sharedKeys.integrations(projectId), 'first-run'] as const,
};
