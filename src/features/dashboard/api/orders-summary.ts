/**
 * Today's orders and revenue for the dashboard card (`GET /v1/platform/{platformId}/orders/summary`, start and end
 * of the local day).
 */
import { queryOptions } from '@tanstack/react-query';
import { getPlatformOrderSummary } from '../../../lib/api/generated/ops/getPlatformOrderSummary.ts';
import { dashboardKeys } from './keys.ts';

/** The local day around `now`: [midnight, next midnight). */
export function todayRange(now = new Date()) {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return { start: start.toISOString(), end: end.toISOString() };
}

export const todaySummaryQuery = (projectId: string, platformId: string, range = todayRange()) =>
  queryOptions({
    queryKey: dashboardKeys.ordersSummary(projectId, range.start),
    queryFn: () => getPlatformOrderSummary({ path: { platformId }, query: { project: projectId, ...range } }),
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
