import { createFileRoute } from '@tanstack/react-router';
import { DeveloperPage } from '../../features/developer/components/DeveloperPage.tsx';
import { projectSearch } from '../../lib/router/search.ts';
import { WithProject } from '../-project.tsx';

export const Route = createFileRoute('/_authed/developer')({
  staticData: { name: 'developer.api.index', title: 'Developer and APIs', layout: 'standard' },
  validateSearch: projectSearch,
  component: () => <WithProject>{(id) => <DeveloperPage key={id} projectId={id} />}</WithProject>,
});
