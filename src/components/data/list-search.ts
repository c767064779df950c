/**
 * The URL search params of a list screen (a shared link or a bookmark restores the view). Route configs import
 * this, so it sits in the first-load bundle: plain functions, no zod, no Mantine (see src/lib/router/search.ts).
 *
 * `?q=ann&sort=-email&size=50&pages=["t1","t2"]&status=pending` — `pages` is the stack of page tokens that led
 * to the page on screen (the server only hands out `nextPageToken`, so "previous" pops the stack).
 */
import { searchString } from '../../lib/router/search.ts';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGES = 200;
const TOKEN = /^[A-Za-z0-9_.~-]{1,512}$/;

export interface ListSearch {
  /** Free-text search. */
  q?: string;
  /** A server sort key; a leading `-` sorts descending. */
  sort?: string;
  /** Page size, one of PAGE_SIZES. */
  size?: number;
  /** Page tokens of the pages after the first, oldest first; the last one is the page on screen. */
  pages?: string[];
  /** Declared filters, each a string value. */
  filters?: Record<string, string>;
}

export interface ListSearchOptions {
  /** Sort keys the server accepts (each ascending and, with a leading `-`, descending). */
  sorts?: readonly string[];
  /** Filter names, each with its allowed values (or `null` for any non-empty text up to 200 characters). */
  filters?: Readonly<Record<string, readonly string[] | null>>;
}

const text = (v: unknown, max = 200) => {
  const s = searchString(v)?.trim();
  return s && s.length <= max ? s : undefined;
};

/** Parses `raw` (what the router read from the URL) into a ListSearch, dropping whatever is not valid. */
export function parseListSearch(raw: Record<string, unknown>, opts: ListSearchOptions = {}): ListSearch {
  const out: ListSearch = {};
  const q = text(raw.q);
  if (q) out.q = q;
  const sort = text(raw.sort, 64);
  if (sort && opts.sorts?.includes(sort.replace(/^-/, ''))) out.sort = sort;
  const size = Number(raw.size);
  if ((PAGE_SIZES as readonly number[]).includes(size)) out.size = size;
  const pages = raw.pages;
  if (Array.isArray(pages) && pages.length > 0 && pages.length <= MAX_PAGES && pages.every((t) => typeof t === 'string' && TOKEN.test(t)))
    out.pages = pages as string[];
  const filters: Record<string, string> = {};
  for (const [name, allowed] of Object.entries(opts.filters ?? {})) {
    const v = text(raw[name]);
    if (v && (!allowed || allowed.includes(v))) filters[name] = v;
  }
  if (Object.keys(filters).length) out.filters = filters;
  return out;
}

/** A route's `validateSearch`: the list params (filters flattened to top-level keys) plus what `base` keeps. */
export function listSearch<B extends object = object>(opts: ListSearchOptions = {}, base?: (raw: Record<string, unknown>) => B) {
  return (raw: Record<string, unknown>): B & Omit<ListSearch, 'filters'> & Record<string, string | number | string[] | undefined> => {
    const { filters, ...rest } = parseListSearch(raw, opts);
    return { ...(base?.(raw) ?? ({} as B)), ...rest, ...filters };
  };
}
