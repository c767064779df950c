import { createFileRoute } from '@tanstack/react-router';
import { listParams, listQuery } from '../../../components/data/list-query.ts';
import { listSearch } from '../../../components/data/list-search.ts';
import { toListSearch } from '../../../components/data/list-state.ts';
import { transactionsList } from '../../../features/billing/api/billing.ts';
import { ChargesPage } from '../../../features/billing/components/ChargesPage.tsx';
import { chargesListSearch } from '../../../features/billing/components/list-search.ts';
import { preload, projectListDeps, projectOf } from '../../../lib/router/preload.ts';
import { projectSearch } from '../../../lib/router/search.ts';
import { WithProject } from '../../-project.tsx';

export const Route = createFileRoute('/_authed/billing/charges')({
  staticData: { name: 'billing.charges', title: 'Charges', layout: 'standard' },
  validateSearch: listSearch(chargesListSearch, projectSearch),
  loaderDeps: projectListDeps,
  // Primes the key the page's DataTable asks for (same URL → same list params → same key).
  loader: ({ context: { queryClient: qc }, deps }) => {
    const project = projectOf(qc, deps.project);
    return project
      ? preload(qc.ensureQueryData(listQuery(transactionsList(project), listParams(toListSearch(deps, chargesListSearch)))))
      : undefined;
  },
  component: () => <WithProject>{(id) => <ChargesPage key={id} projectId={id} />}</WithProject>,
});
