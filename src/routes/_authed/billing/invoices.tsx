import { createFileRoute } from '@tanstack/react-router';
import { listParams, listQuery } from '../../../components/data/list-query.ts';
import { listSearch } from '../../../components/data/list-search.ts';
import { toListSearch } from '../../../components/data/list-state.ts';
import { invoicesList } from '../../../features/billing/api/billing.ts';
import { InvoicesPage } from '../../../features/billing/components/InvoicesPage.tsx';
import { invoicesListSearch } from '../../../features/billing/components/list-search.ts';
import { preload, projectListDeps, projectOf } from '../../../lib/router/preload.ts';
import { projectSearch } from '../../../lib/router/search.ts';
import { WithProject } from '../../-project.tsx';

export const Route = createFileRoute('/_authed/billing/invoices')({
  staticData: { name: 'billing.invoices', title: 'Invoices', layout: 'standard' },
  validateSearch: listSearch(invoicesListSearch, projectSearch),
  loaderDeps: projectListDeps,
  // Primes the key the page's DataTable asks for (same URL → same list params → same key).
  loader: ({ context: { queryClient: qc }, deps }) => {
    const project = projectOf(qc, deps.project);
    return project
      ? preload(qc.ensureQueryData(listQuery(invoicesList(project), listParams(toListSearch(deps, invoicesListSearch)))))
      : undefined;
  },
  component: () => <WithProject>{(id) => <InvoicesPage key={id} projectId={id} />}</WithProject>,
});
