import { createFileRoute } from '@tanstack/react-router';
import { overviewQuery } from '../../../features/billing/api/billing.ts';
import { OverviewPage } from '../../../features/billing/components/OverviewPage.tsx';
import { preload, projectOf } from '../../../lib/router/preload.ts';
import { projectSearch } from '../../../lib/router/search.ts';
import { WithProject } from '../../-project.tsx';

export const Route = createFileRoute('/_authed/billing/')({
  staticData: { name: 'billing.index', title: 'Billing', layout: 'standard' },
  validateSearch: projectSearch,
  loaderDeps: ({ search }) => ({ project: search.project }),
  loader: ({ context: { queryClient: qc }, deps }) => {
    const project = projectOf(qc, deps.project);
    return project ? preload(qc.ensureQueryData(overviewQuery(project))) : undefined;
  },
  component: () => <WithProject>{(id) => <OverviewPage key={id} projectId={id} />}</WithProject>,
});
