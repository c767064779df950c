import type { ListSearch } from './list-search.ts';

/** Applies a change to a list's state: a new search, sort, page size or filter starts again on page 1. */
export function applyListChange(prev: ListSearch, patch: Partial<ListSearch>): ListSearch {
  const next: ListSearch = { ...prev, ...patch };
  const restart = ['q', 'sort', 'size', 'filters'].some((k) => k in patch && patch[k as keyof ListSearch] !== prev[k as keyof ListSearch]);
  if (restart && !('pages' in patch)) delete next.pages;
  for (const k of Object.keys(next) as (keyof ListSearch)[]) if (next[k] === undefined || next[k] === '') delete next[k];
  return next;
}

/** The next sort when a column header is pressed: ascending → descending → the server's default. */
export function cycleSort(current: string | undefined, key: string): string | undefined {
  if (current === key) return `-${key}`;
  if (current === `-${key}`) return undefined;
  return key;
}
