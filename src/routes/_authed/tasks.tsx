import { createFileRoute } from '@tanstack/react-router';
import { listParams, listQuery } from '../../components/data/list-query.ts';
import { listSearch } from '../../components/data/list-search.ts';
import { toListSearch } from '../../components/data/list-state.ts';
import { myTasksList } from '../../features/tasks/api/tasks.ts';
import { MyTasksPage } from '../../features/tasks/components/MyTasksPage.tsx';
import { preload } from '../../lib/router/preload.ts';

/** The no-project Tasks entry (spec 000 §2): my tasks across projects; the menu shows it when a project has workflow. */
export const Route = createFileRoute('/_authed/tasks')({
  staticData: { name: 'tasks', title: 'Tasks', layout: 'standard', project: 'never' },
  validateSearch: listSearch({}),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient: qc }, deps }) => preload(qc.ensureQueryData(listQuery(myTasksList(), listParams(toListSearch(deps))))),
  component: MyTasksPage,
});
