import { createFileRoute } from '@tanstack/react-router';
import { paymentMethodsQuery } from '../../../features/billing/api/billing.ts';
import { PaymentMethodsPage } from '../../../features/billing/components/PaymentMethodsPage.tsx';
import { preload, projectOf } from '../../../lib/router/preload.ts';
import { projectSearch } from '../../../lib/router/search.ts';
import { WithProject } from '../../-project.tsx';

export const Route = createFileRoute('/_authed/billing/payment-methods')({
  staticData: { name: 'billing.payment-methods', title: 'Payment methods', layout: 'standard' },
  validateSearch: projectSearch,
  loaderDeps: ({ search }) => ({ project: search.project }),
  loader: ({ context: { queryClient: qc }, deps }) => {
    const project = projectOf(qc, deps.project);
    return project ? preload(qc.ensureQueryData(paymentMethodsQuery(project))) : undefined;
  },
  component: () => <WithProject>{(id) => <PaymentMethodsPage key={id} projectId={id} />}</WithProject>,
});
