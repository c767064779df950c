/**
 * A list route's loader primes exactly the query its page's DataTable reads: the same URL gives the same key
 * (validateSearch → loaderDeps → loader on one side; the validated search → useUrlListState → DataTable on the
 * other). A mismatch would fetch every list twice and show a skeleton despite the preload.
 */
import { hashKey, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { listParams, listQuery } from '../components/data/list-query.ts';
import type { ListSearchOptions } from '../components/data/list-search.ts';
import { toListSearch } from '../components/data/list-state.ts';
import type { ListSource } from '../components/data/types.ts';
import { apiKeysList } from '../features/developer/api/api-keys.ts';
import { apiKeysListSearch } from '../features/developer/components/list-search.ts';
import { invitesList } from '../features/members/api/invites.ts';
import { rolesList } from '../features/members/api/roles.ts';
import { usersList } from '../features/members/api/users.ts';
import { invitesListSearch, rolesListSearch, usersListSearch } from '../features/members/components/list-search.ts';
import { projectsList } from '../features/projects/api/projects.ts';
import { projectsListSearch } from '../features/projects/components/list-search.ts';
import { Route as DeveloperRoute } from './_authed/developer.tsx';
import { Route as ProjectsRoute } from './_authed/projects/index.tsx';
import { Route as InvitesRoute } from './_authed/users/invites.tsx';
import { Route as UsersRoute } from './_authed/users/index.tsx';
import { Route as RolesRoute } from './_authed/users/roles.tsx';

interface ListRoute {
  options: {
    validateSearch?: unknown;
    loaderDeps?: unknown;
    loader?: unknown;
  };
}

/** The keys a route's loader asks the cache for, for one URL search. */
async function loaderKeys(route: ListRoute, raw: Record<string, unknown>) {
  const qc = new QueryClient();
  const keys: string[] = [];
  vi.spyOn(qc, 'ensureQueryData').mockImplementation((async (opts: { queryKey: readonly unknown[] }) => {
    keys.push(hashKey(opts.queryKey));
  }) as never);
  const search = (route.options.validateSearch as (r: Record<string, unknown>) => Record<string, unknown>)(raw);
  const deps = (route.options.loaderDeps as (o: { search: unknown }) => unknown)({ search });
  await (route.options.loader as (ctx: unknown) => Promise<void>)({ context: { queryClient: qc }, deps });
  return { keys, search };
}

/** The key DataTable reads for the page: useUrlListState(opts) over the validated search, then listQuery. */
const tableKey = <T>(list: ListSource<T>, search: Record<string, unknown>, opts: ListSearchOptions) =>
  hashKey(listQuery(list, listParams(toListSearch(search, opts))).queryKey);

describe('list route loaders prime the key their DataTable reads', () => {
  it('users: search, sort, size and a later page', async () => {
    const raw = { project: 'p1', q: ' ann ', sort: '-email', size: 50, pages: ['t1', 't2'] };
    const { keys, search } = await loaderKeys(UsersRoute, raw);
    const key = tableKey(usersList('p1'), search, usersListSearch);
    expect(keys).toContain(key);
    // The key carries the URL's list params, not the first page's.
    expect(key).toContain('"pageToken":"t2"');
    expect(key).toContain('"sort":"-email"');
    expect(key).toContain('"search":"ann"');
    expect(key).toContain('"pageSize":50');
  });

  it('users: a bare URL primes the default first page', async () => {
    const { keys, search } = await loaderKeys(UsersRoute, { project: 'p1' });
    expect(keys).toContain(tableKey(usersList('p1'), search, usersListSearch));
  });

  it('users: values the route drops (unknown sort, odd size) are dropped on both sides', async () => {
    const { keys, search } = await loaderKeys(UsersRoute, { project: 'p1', sort: 'name', size: 7 });
    const key = tableKey(usersList('p1'), search, usersListSearch);
    expect(keys).toContain(key);
    expect(key).not.toContain('"sort"');
  });

  it('invites, roles (with its filter) and API keys', async () => {
    const invites = await loaderKeys(InvitesRoute, { project: 'p1', q: 'bob', pages: ['x'] });
    expect(invites.keys).toContain(tableKey(invitesList('p1'), invites.search, invitesListSearch));
    const roles = await loaderKeys(RolesRoute, { project: 'p1', q: 'admin', type: 'custom' });
    const rolesKey = tableKey(rolesList('p1'), roles.search, rolesListSearch);
    expect(roles.keys).toContain(rolesKey);
    expect(rolesKey).toContain('"type":"custom"');
    const keys = await loaderKeys(DeveloperRoute, { project: 'p1', q: 'ci' });
    expect(keys.keys).toContain(tableKey(apiKeysList('p1'), keys.search, apiKeysListSearch));
    const projects = await loaderKeys(ProjectsRoute, { q: 'shop' });
    const projectsKey = tableKey(projectsList, projects.search, projectsListSearch);
    expect(projects.keys).toContain(projectsKey);
    expect(projectsKey).toContain('"search":"shop"');
  });

  it('another project’s URL primes that project’s list', async () => {
    const { keys, search } = await loaderKeys(UsersRoute, { project: 'p2' });
    expect(keys).toContain(tableKey(usersList('p2'), search, usersListSearch));
    expect(keys).not.toContain(tableKey(usersList('p1'), search, usersListSearch));
  });
});
