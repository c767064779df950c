import { createFileRoute } from '@tanstack/react-router';
import { listParams, listQuery } from '../../../components/data/list-query.ts';
import { listSearch } from '../../../components/data/list-search.ts';
import { toListSearch } from '../../../components/data/list-state.ts';
import { storageProjectsList } from '../../../features/drive/api/admin.ts';
import { StorageAdminPage } from '../../../features/drive/components/admin/StorageAdminPage.tsx';
import { storageProjectsSearch } from '../../../features/drive/components/admin/list-search.ts';
import { currentUserQuery } from '../../../lib/auth/user.ts';
import { preload, projectListDeps } from '../../../lib/router/preload.ts';
import { stringSearch } from '../../../lib/router/search.ts';

/**
 * `?range=` (a preset's days, kept a number so the URL reads `range=90`) and `?of=` (the metrics' project) beside
 * the list's params and `?project=`.
 */
const storageSearch = (raw: Record<string, unknown>) => {
  const range = Number(raw.range);
  return { ...stringSearch('project', 'of')(raw), ...(Number.isInteger(range) && range > 0 ? { range } : {}) };
};

/** Storage administration (platform administrators): every project's drive setup, usage and metrics. */
export const Route = createFileRoute('/_authed/admin/storage')({
  staticData: { name: 'platform.admin.storage', title: 'Storage', layout: 'standard', project: 'sometimes' },
  validateSearch: listSearch(storageProjectsSearch, storageSearch),
  loaderDeps: projectListDeps,
  // Primes the projects list for platform admins only (others see the page's explanation, and no 403 is asked for).
  loader: ({ context: { queryClient: qc }, deps }) =>
    qc.getQueryData(currentUserQuery.queryKey)?.isAdmin
      ? preload(qc.ensureQueryData(listQuery(storageProjectsList, listParams(toListSearch(deps, storageProjectsSearch)))))
      : undefined,
  component: StorageAdminPage,
});
