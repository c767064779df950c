/**
 * A list's query, shared by its route loader and its DataTable: the same URL gives the same params, the same key
 * and the same query function, so the loader primes exactly the entry the table reads.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listKey } from './keys.ts';
import { DEFAULT_PAGE_SIZE, type ListSearch } from './list-search.ts';
import { currentToken } from './token-stack.ts';
import type { ListParams, ListSource } from './types.ts';

/** What the list's query function is asked for, from the list's state (URL or memory). */
export function listParams(state: ListSearch): ListParams {
  return {
    pageToken: currentToken(state.pages),
    pageSize: state.size ?? DEFAULT_PAGE_SIZE,
    sort: state.sort,
    search: state.q,
    filters: state.filters ?? {},
  };
}

/**
 * The query of one page of a list. `retryOnMount: false`: the route loader has just asked (and the client retried
 * a 5xx); the table shows that failure with Retry instead of sending the same request again at once. The next
 * navigation's loader asks again (a failed entry has no data, so `ensureQueryData` fetches).
 */
export function listQuery<T>(list: ListSource<T>, params: ListParams) {
  return queryOptions({
    queryKey: listKey(list.queryKey, params),
    queryFn: () => list.queryFn(params),
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });
}
