import { createFileRoute } from '@tanstack/react-router';
import { listParams, listQuery } from '../../components/data/list-query.ts';
import { listSearch } from '../../components/data/list-search.ts';
import { toListSearch } from '../../components/data/list-state.ts';
import { apiKeysList, permissionsQuery } from '../../features/developer/api/api-keys.ts';
import { DeveloperPage } from '../../features/developer/components/DeveloperPage.tsx';
import { apiKeysListSearch } from '../../features/developer/components/list-search.ts';
import { preload, projectListDeps, projectOf } from '../../lib/router/preload.ts';
import { projectSearch } from '../../lib/router/search.ts';
import { WithProject } from '../-project.tsx';

export const Route = createFileRoute('/_authed/developer')({
  staticData: { name: 'developer.api.index', title: 'Developer and APIs', layout: 'standard' },
  validateSearch: listSearch(apiKeysListSearch, projectSearch),
  loaderDeps: projectListDeps,
  loader: ({ context: { queryClient: qc }, deps }) => {
    const project = projectOf(qc, deps.project);
    return project
      ? preload(
          qc.ensureQueryData(listQuery(apiKeysList(project), listParams(toListSearch(deps, apiKeysListSearch)))),
          qc.ensureQueryData(permissionsQuery()),
        )
      : undefined;
  },
  component: () => <WithProject>{(id) => <DeveloperPage key={id} projectId={id} />}</WithProject>,
});
