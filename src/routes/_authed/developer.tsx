import { createFileRoute } from '@tanstack/react-router';
import { DeveloperPage } from '../../features/developer/components/DeveloperPage.tsx';
import { projectSearch } from '../../lib/router/search.ts';
import { WithProject } from '../-project.tsx';
import { apiKeysQuery, permissionsQuery } from '../../features/developer/api/api-keys.ts';
import { preload, projectDeps, projectOf } from '../../lib/router/preload.ts';

export const Route = createFileRoute('/_authed/developer')({
  staticData: { name: 'developer.api.index', title: 'Developer and APIs', layout: 'standard' },
  validateSearch: projectSearch,
  loaderDeps: projectDeps,
  loader: ({ context: { queryClient: qc }, deps }) => {
    const project = projectOf(qc, deps.project);
    return project ? preload(qc.ensureQueryData(apiKeysQuery(project)), qc.ensureQueryData(permissionsQuery())) : undefined;
  },
  component: () => <WithProject>{(id) => <DeveloperPage key={id} projectId={id} />}</WithProject>,
});
