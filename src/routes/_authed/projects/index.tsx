import { createFileRoute } from '@tanstack/react-router';
import { listParams, listQuery } from '../../../components/data/list-query.ts';
import { listSearch } from '../../../components/data/list-search.ts';
import { toListSearch } from '../../../components/data/list-state.ts';
import { projectsList } from '../../../features/projects/api/projects.ts';
import { ProjectsPage } from '../../../features/projects/components/ProjectsPage.tsx';
import { projectsListSearch } from '../../../features/projects/components/list-search.ts';
import { preload, projectListDeps } from '../../../lib/router/preload.ts';
import { projectSearch } from '../../../lib/router/search.ts';

export const Route = createFileRoute('/_authed/projects/')({
  staticData: { name: 'projects.list', title: 'Projects', layout: 'standard', project: 'sometimes' },
  validateSearch: listSearch(projectsListSearch, projectSearch),
  loaderDeps: projectListDeps,
  loader: ({ context: { queryClient: qc }, deps }) =>
    preload(qc.ensureQueryData(listQuery(projectsList, listParams(toListSearch(deps, projectsListSearch))))),
  component: ProjectsPage,
});
