import { createFileRoute } from '@tanstack/react-router';
import { faqQuery } from '../../../../features/help/api/faqs.ts';
import { FaqPage } from '../../../../features/help/components/FaqPage.tsx';
import { preload, projectDeps, projectOf } from '../../../../lib/router/preload.ts';
import { projectSearch } from '../../../../lib/router/search.ts';
import { WithProject } from '../../../-project.tsx';

export const Route = createFileRoute('/_authed/support/faqs/$id')({
  staticData: { name: 'core.support.faqs.view', title: 'FAQ', layout: 'standard', hideFromSearch: true },
  validateSearch: projectSearch,
  loaderDeps: projectDeps,
  loader: ({ context: { queryClient: qc }, params, deps }) => {
    const project = projectOf(qc, deps.project);
    return project ? preload(qc.ensureQueryData(faqQuery(project, params.id, qc))) : undefined;
  },
  component: FaqRoute,
});

function FaqRoute() {
  const { id } = Route.useParams();
  return <WithProject>{(project) => <FaqPage key={`${project}:${id}`} projectId={project} id={id} />}</WithProject>;
}
