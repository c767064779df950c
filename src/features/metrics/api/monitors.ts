/** Monitors: the list (DataTable source, tags filter), one monitor, its inspection, the settings mutation. */
import { queryOptions } from '@tanstack/react-query';
import type { ListSource } from '../../../components/data/types.ts';
import type { ArgsOf, ResponseOf } from '../../../lib/api/call.ts';
import { getMonitor } from '../../../lib/api/generated/ops/getMonitor.ts';
import { inspectMonitor } from '../../../lib/api/generated/ops/inspectMonitor.ts';
import { listMonitors } from '../../../lib/api/generated/ops/listMonitors.ts';
import { updateMonitorSettings } from '../../../lib/api/generated/ops/updateMonitorSettings.ts';
import { metricsKeys } from './keys.ts';

export type Monitor = ResponseOf<'/v2/metrics/monitors/{monitorId}', 'get'>;
export type MonitorInspection = ResponseOf<'/v2/metrics/monitors/{monitorId}/inspect', 'get'>;
export type MonitorSettingsInput = ArgsOf<'/v2/metrics/monitors/{monitorId}/settings', 'post'>['body'];

export const monitorsList = (project: string): ListSource<Monitor> => ({
  queryKey: metricsKeys.monitors(project),
  queryFn: (p) =>
    listMonitors({
      query: { project, tags: p.filters.tags || undefined, pageToken: p.pageToken || undefined, pageSize: p.pageSize },
    }).then((r) => ({ items: r.monitors, nextPageToken: r.nextPageToken })),
});

export const monitorQuery = (project: string, monitorId: string) =>
  queryOptions({
    queryKey: metricsKeys.monitor(project, monitorId),
    queryFn: () => getMonitor({ path: { monitorId }, query: { project } }),
    staleTime: 15_000,
  });

export const inspectQuery = (project: string, monitorId: string, start: string, end: string) =>
  queryOptions({
    queryKey: metricsKeys.inspect(project, monitorId, start, end),
    queryFn: () => inspectMonitor({ path: { monitorId }, query: { project, start, end } }),
    staleTime: 30_000,
  });

export const saveMonitorSettings = (project: string, monitorId: string, body: MonitorSettingsInput) =>
  updateMonitorSettings({ path: { monitorId }, query: { project }, body });
