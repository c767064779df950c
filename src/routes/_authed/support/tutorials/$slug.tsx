import { createFileRoute } from '@tanstack/react-router';
import { tutorialQuery } from '../../../../features/help/api/tutorials.ts';
import { TutorialPage } from '../../../../features/help/components/TutorialPage.tsx';
import { preload, projectDeps, projectOf } from '../../../../lib/router/preload.ts';
import { projectSearch } from '../../../../lib/router/search.ts';
import { WithProject } from '../../../-project.tsx';

export const Route = createFileRoute('/_authed/support/tutorials/$slug')({
  staticData: { name: 'core.support.tutorials.view', title: 'Tutorial', layout: 'standard', hideFromSearch: true },
  validateSearch: projectSearch,
  loaderDeps: projectDeps,
  loader: ({ context: { queryClient: qc }, params, deps }) => {
    const project = projectOf(qc, deps.project);
    return project ? preload(qc.ensureQueryData(tutorialQuery(project, params.slug, qc))) : undefined;
  },
  component: TutorialRoute,
});

function TutorialRoute() {
  const { slug } = Route.useParams();
  return <WithProject>{(id) => <TutorialPage key={`${id}:${slug}`} projectId={id} slug={slug} />}</WithProject>;
}
