import { createFileRoute } from '@tanstack/react-router';
import { monitorQuery } from '../../../../features/metrics/api/monitors.ts';
import { MonitorPage } from '../../../../features/metrics/components/MonitorPage.tsx';
import { preload, projectDeps, projectOf } from '../../../../lib/router/preload.ts';
import { projectSearch } from '../../../../lib/router/search.ts';
import { WithProject } from '../../../-project.tsx';

/** A monitor (a firing monitor's notification links here). */
export const Route = createFileRoute('/_authed/metrics/monitors/$monitorId')({
  staticData: { name: 'metrics.monitors.view', title: 'Monitor', layout: 'standard', hideFromSearch: true },
  validateSearch: projectSearch,
  loaderDeps: projectDeps,
  loader: ({ context: { queryClient: qc }, params, deps }) => {
    const project = projectOf(qc, deps.project);
    return project ? preload(qc.ensureQueryData(monitorQuery(project, params.monitorId))) : undefined;
  },
  component: MonitorRoute,
});

function MonitorRoute() {
  const { monitorId } = Route.useParams();
  return (
    <WithProject>{(project) => <MonitorPage key={`${project}:${monitorId}`} projectId={project} monitorId={monitorId} />}</WithProject>
  );
}
