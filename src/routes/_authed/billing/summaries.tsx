import { createFileRoute } from '@tanstack/react-router';
import { listParams, listQuery } from '../../../components/data/list-query.ts';
import { listSearch } from '../../../components/data/list-search.ts';
import { toListSearch } from '../../../components/data/list-state.ts';
import { summariesList } from '../../../features/billing/api/billing.ts';
import { SummariesPage } from '../../../features/billing/components/SummariesPage.tsx';
import { summariesListSearch } from '../../../features/billing/components/list-search.ts';
import { preload, projectListDeps, projectOf } from '../../../lib/router/preload.ts';
import { projectSearch } from '../../../lib/router/search.ts';
import { WithProject } from '../../-project.tsx';

export const Route = createFileRoute('/_authed/billing/summaries')({
  staticData: { name: 'billing.summaries', title: 'Summaries', layout: 'standard' },
  validateSearch: listSearch(summariesListSearch, projectSearch),
  loaderDeps: projectListDeps,
  // Primes the key the page's DataTable asks for (same URL → same list params → same key).
  loader: ({ context: { queryClient: qc }, deps }) => {
    const project = projectOf(qc, deps.project);
    return project
      ? preload(qc.ensureQueryData(listQuery(summariesList(project), listParams(toListSearch(deps, summariesListSearch)))))
      : undefined;
  },
  component: () => <WithProject>{(id) => <SummariesPage key={id} projectId={id} />}</WithProject>,
});
