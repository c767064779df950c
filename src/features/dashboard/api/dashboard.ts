/**
 * The dashboard's data in one round trip (`GET /v2/metrics/dashboard`): KPI cards of the installed areas, the
 * orders/revenue chart of the chosen range, recent orders. Persisted with the rest of the query cache, so the
 * dashboard renders offline from the last answer (with its `fetchedAt`).
 */
import { queryOptions } from '@tanstack/react-query';
import type { ResponseOf } from '../../../lib/api/call.ts';
import { getDashboard } from '../../../lib/api/generated/ops/getDashboard.ts';
import { dashboardKeys } from './keys.ts';

export const DASHBOARD_RANGES = [
  { value: 'today', label: 'Today' },
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: '90d', label: '90 days' },
] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number]['value'];
export type DashboardData = ResponseOf<'/v2/metrics/dashboard', 'get'>;

export const dashboardQuery = (projectId: string, range: DashboardRange) =>
  queryOptions({
    queryKey: dashboardKeys.data(projectId, range),
    queryFn: () => getDashboard({ query: { project: projectId, range } }),
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
