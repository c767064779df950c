/** Metrics: the whole metric list (for the explorer's picker) and a query (POST with the server's cache). */
import { queryOptions } from '@tanstack/react-query';
import { allPages } from '../../../lib/api/all-pages.ts';
import { listMetrics } from '../../../lib/api/generated/ops/listMetrics.ts';
import { postQueryMetrics } from '../../../lib/api/generated/ops/postQueryMetrics.ts';
import type { ResponseOf } from '../../../lib/api/call.ts';
import { metricsKeys } from './keys.ts';

export type Metric = ResponseOf<'/v2/metrics/metrics', 'get'>['metrics'][number];
export type QueryResult = ResponseOf<'/v2/metrics/query', 'post'>;

export const metricListQuery = (projectId: string) =>
  queryOptions({
    queryKey: metricsKeys.metrics(projectId),
    queryFn: () =>
      allPages((q) =>
        listMetrics({ query: { project: projectId, ...q } }).then((r) => ({ items: r.metrics, nextPageToken: r.nextPageToken })),
      ),
    staleTime: 60_000,
  });

export const metricQuery = (projectId: string, query: string, start: string, end: string) =>
  queryOptions({
    queryKey: metricsKeys.query(projectId, query, start, end),
    queryFn: () => postQueryMetrics({ query: { project: projectId }, body: { query, start, end, cache: true } }),
    staleTime: 30_000,
  });
