/** Query keys of the metrics area, rooted at the project (switching project or logging out drops them). */
import { projectScope } from '../../../lib/api/keys.ts';

export const metricsKeys = {
  all: (projectId: string) => [...projectScope(projectId), 'metrics'] as const,
  metrics: (projectId: string) => [...metricsKeys.all(projectId), 'metric-list'] as const,
  query: (projectId: string, query: string, start: string, end: string) =>
    [...metricsKeys.all(projectId), 'query', query, start, end] as const,
  /** The explorer's table of one answer (rows built from the query's cached result). */
  rows: (projectId: string, query: string, start: string, end: string) =>
    [...metricsKeys.query(projectId, query, start, end), 'rows'] as const,
  monitors: (projectId: string) => [...metricsKeys.all(projectId), 'monitors'] as const,
  monitor: (projectId: string, monitorId: string) => [...metricsKeys.monitors(projectId), 'detail', monitorId] as const,
  inspect: (projectId: string, monitorId: string, start: string, end: string) =>
    [...metricsKeys.monitors(projectId), 'inspect', monitorId, start, end] as const,
};
