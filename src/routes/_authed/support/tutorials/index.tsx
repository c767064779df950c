import { createFileRoute } from '@tanstack/react-router';
import { tutorialsQuery } from '../../../../features/help/api/tutorials.ts';
import { TutorialsPage } from '../../../../features/help/components/TutorialsPage.tsx';
import { preload, projectOf } from '../../../../lib/router/preload.ts';
import { stringSearch } from '../../../../lib/router/search.ts';
import { WithProject } from '../../../-project.tsx';

const pageSearch = stringSearch('project', 'search', 'tag');

export const Route = createFileRoute('/_authed/support/tutorials/')({
  staticData: { name: 'core.support.tutorials.list', title: 'Tutorials', layout: 'standard' },
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ project: search.project, search: search.search }),
  loader: ({ context: { queryClient: qc }, deps }) => {
    const project = projectOf(qc, deps.project);
    return project ? preload(qc.ensureQueryData(tutorialsQuery(project, deps.search ?? ''))) : undefined;
  },
  component: TutorialsRoute,
});

function TutorialsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <WithProject>
      {(id) => (
        <TutorialsPage
          key={id}
          projectId={id}
          search={{ search: search.search, tag: search.tag }}
          onSearch={(next) => void navigate({ search: (s) => ({ project: s.project, ...next }), replace: true })}
        />
      )}
    </WithProject>
  );
}
