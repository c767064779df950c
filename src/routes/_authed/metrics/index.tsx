import { createFileRoute } from '@tanstack/react-router';
import { metricListQuery } from '../../../features/metrics/api/metrics.ts';
import { MetricsExplorer } from '../../../features/metrics/components/MetricsExplorer.tsx';
import { preload, projectOf } from '../../../lib/router/preload.ts';
import { stringSearch } from '../../../lib/router/search.ts';
import { WithProject } from '../../-project.tsx';

const metricsSearch = stringSearch('project', 'metric');

/** The metrics explorer (`?metric=` opens one metric). */
export const Route = createFileRoute('/_authed/metrics/')({
  staticData: { name: 'metrics.explorer', title: 'Metrics', layout: 'standard' },
  validateSearch: metricsSearch,
  loaderDeps: ({ search }) => ({ project: search.project }),
  loader: ({ context: { queryClient: qc }, deps }) => {
    const project = projectOf(qc, deps.project);
    return project ? preload(qc.ensureQueryData(metricListQuery(project))) : undefined;
  },
  component: MetricsRoute,
});

function MetricsRoute() {
  const { metric } = Route.useSearch();
  return <WithProject>{(id) => <MetricsExplorer key={id} projectId={id} initialMetric={metric} />}</WithProject>;
}
