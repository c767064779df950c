import { createFileRoute } from '@tanstack/react-router';
import { tutorialsQuery } from '../../../features/help/api/tutorials.ts';
import { SupportHub } from '../../../features/help/components/SupportHub.tsx';
import { preload, projectDeps, projectOf } from '../../../lib/router/preload.ts';
import { projectSearch } from '../../../lib/router/search.ts';
import { WithProject } from '../../-project.tsx';

export const Route = createFileRoute('/_authed/support/')({
  staticData: { name: 'core.support', title: 'Support', layout: 'standard' },
  validateSearch: projectSearch,
  loaderDeps: projectDeps,
  loader: ({ context: { queryClient: qc }, deps }) => {
    const project = projectOf(qc, deps.project);
    return project ? preload(qc.ensureQueryData(tutorialsQuery(project))) : undefined;
  },
  component: () => <WithProject>{(id) => <SupportHub key={id} projectId={id} />}</WithProject>,
});
