import { createFileRoute } from '@tanstack/react-router';
import { listParams, listQuery } from '../../../../components/data/list-query.ts';
import { listSearch } from '../../../../components/data/list-search.ts';
import { toListSearch } from '../../../../components/data/list-state.ts';
import { monitorsList } from '../../../../features/metrics/api/monitors.ts';
import { monitorsListSearch } from '../../../../features/metrics/components/list-search.ts';
import { MonitorsPage } from '../../../../features/metrics/components/MonitorsPage.tsx';
import { preload, projectListDeps, projectOf } from '../../../../lib/router/preload.ts';
import { projectSearch } from '../../../../lib/router/search.ts';
import { WithProject } from '../../../-project.tsx';

export const Route = createFileRoute('/_authed/metrics/monitors/')({
  staticData: { name: 'metrics.monitors', title: 'Monitors', layout: 'standard' },
  validateSearch: listSearch(monitorsListSearch, projectSearch),
  loaderDeps: projectListDeps,
  loader: ({ context: { queryClient: qc }, deps }) => {
    const project = projectOf(qc, deps.project);
    return project
      ? preload(qc.ensureQueryData(listQuery(monitorsList(project), listParams(toListSearch(deps, monitorsListSearch)))))
      : undefined;
  },
  component: () => <WithProject>{(id) => <MonitorsPage key={id} projectId={id} />}</WithProject>,
});
