import { type ListSearch, type ListSearchOptions, listSearch } from './list-search.ts';

/** The route's flat, validated params (filters as top-level keys) as a ListSearch (filters grouped). */
export function toListSearch(raw: Record<string, unknown>, opts: ListSearchOptions = {}): ListSearch {
  const { q, sort, size, pages, ...rest } = listSearch(opts)(raw);
  const filters: Record<string, string> = {};
  for (const name of Object.keys(opts.filters ?? {})) if (typeof rest[name] === 'string') filters[name] = rest[name];
  const out: ListSearch = { q, sort, size, pages, filters: Object.keys(filters).length ? filters : undefined };
  for (const k of Object.keys(out) as (keyof ListSearch)[]) if (out[k] === undefined) delete out[k];
  return out;
}

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
