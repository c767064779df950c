/**
 * Route loaders start a page's queries with its code (the kitchen-sink pattern): `loader` calls
 * `queryClient.ensureQueryData(xxxQuery(...))` with the same options the page's `useQuery` uses, so the page
 * renders from the cache instead of fetching after mount. A failed load is the page's to show (its query is
 * in the error state and refetches on mount), never the loader's: the route does not error out.
 */
import type { QueryClient } from '@tanstack/react-query';
import { projectsQuery } from '../projects/projects.ts';

/** The project a page of one project's area shows: `?project=`, else the first of the user's projects. */
export function projectOf(qc: QueryClient, fromSearch: string | undefined): string | null {
  return fromSearch ?? qc.getQueryData(projectsQuery.queryKey)?.[0]?.id ?? null;
}

/** `loaderDeps` of a page of one project's area: its `?project=`. */
export const projectDeps = ({ search }: { search: { project?: string } }) => ({ project: search.project });

/** Wait for every load to settle; failures stay in their queries. */
export async function preload(...loads: Promise<unknown>[]): Promise<void> {
  await Promise.allSettled(loads);
}

/**
 * `loaderDeps` of a list screen of one project's area: `?project=` and the list's validated URL params (search,
 * sort, size, page stack, filters), so the loader primes the very page the list shows and reloads when it changes.
 */
export const projectListDeps = ({ search }: { search: ListDeps }): ListDeps => search;
type ListDeps = Record<string, unknown> & { project?: string };
