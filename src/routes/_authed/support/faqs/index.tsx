import { createFileRoute } from '@tanstack/react-router';
import { faqGroupsQuery, faqsQuery } from '../../../../features/help/api/faqs.ts';
import { FaqsPage } from '../../../../features/help/components/FaqsPage.tsx';
import { preload, projectOf } from '../../../../lib/router/preload.ts';
import { stringSearch } from '../../../../lib/router/search.ts';
import { WithProject } from '../../../-project.tsx';

const pageSearch = stringSearch('project', 'search');

export const Route = createFileRoute('/_authed/support/faqs/')({
  staticData: { name: 'core.support.faqs', title: 'FAQs', layout: 'standard' },
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ project: search.project, search: search.search }),
  loader: ({ context: { queryClient: qc }, deps }) => {
    const project = projectOf(qc, deps.project);
    return project
      ? preload(qc.ensureQueryData(faqsQuery(project, deps.search ?? '')), qc.ensureQueryData(faqGroupsQuery(project)))
      : undefined;
  },
  component: FaqsRoute,
});

function FaqsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <WithProject>
      {(id) => (
        <FaqsPage
          key={id}
          projectId={id}
          search={search.search ?? ''}
          onSearch={(s) => void navigate({ search: (prev) => ({ project: prev.project, search: s }), replace: true })}
        />
      )}
    </WithProject>
  );
}
