import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../components/data/list-search.ts';
import { DeveloperPage } from '../../features/developer/components/DeveloperPage.tsx';
import { apiKeysListSearch } from '../../features/developer/components/list-search.ts';
import { projectSearch } from '../../lib/router/search.ts';
import { WithProject } from '../-project.tsx';

export const Route = createFileRoute('/_authed/developer')({
  staticData: { name: 'developer.api.index', title: 'Developer and APIs', layout: 'standard' },
  validateSearch: listSearch(apiKeysListSearch, projectSearch),
  component: () => <WithProject>{(id) => <DeveloperPage key={id} projectId={id} />}</WithProject>,
});
