/**
 * The URL search params of a list screen (a shared link or a bookmark restores the view). Route configs import
 * this, so it sits in the first-load bundle: plain functions, no zod, no Mantine, as small as it can be (see
 * src/lib/router/search.ts). The page turns the result into a `ListSearch` with `toListSearch` (list-state.ts).
 *
 * `?q=ann&sort=-email&size=50&pages=["t1","t2"]&status=pending` — `pages` is the stack of page tokens that led
 * to the page on screen (the server only hands out `nextPageToken`, so "previous" pops the stack).
 */
import { stringSearch } from '../../lib/router/search.ts';

export const PAGE_SIZES = [10, 20, 50, 100];
export const DEFAULT_PAGE_SIZE = 20;
const TOKEN = /^[\w.~-]{1,512}$/;

export interface ListSearch {
  /** Free-text search (at most 200 characters). */
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

type Flat = Omit<ListSearch, 'filters'> & Record<string, string | number | string[] | undefined>;

/**
 * A route's `validateSearch`: the list params, filters as top-level keys, plus what `base` keeps. Whatever is not
 * valid (an undeclared sort or filter value, a page size outside PAGE_SIZES, a malformed token stack) is dropped.
 */
export function listSearch<B extends object = object>(opts: ListSearchOptions = {}, base?: (raw: Record<string, unknown>) => B) {
  const filters = Object.entries(opts.filters ?? {});
  const strings = stringSearch('q', 'sort', ...filters.map(([name]) => name));
  return (raw: Record<string, unknown>): B & Flat => {
    const out: Flat = strings(raw);
    const { size, pages } = raw;
    if (out.q) out.q = out.q.trim();
    if (!opts.sorts?.includes(out.sort?.replace(/^-/, '') as string)) delete out.sort;
    for (const [name, allowed] of filters) if (allowed && !allowed.includes(out[name] as string)) delete out[name];
    for (const k in out) if (!out[k] || String(out[k]).length > 200) delete out[k];
    if (PAGE_SIZES.includes(Number(size))) out.size = Number(size);
    if (Array.isArray(pages) && pages.length && pages.length <= 200 && pages.every((t) => typeof t === 'string' && TOKEN.test(t)))
      out.pages = pages;
    return { ...(base?.(raw) as B), ...out };
  };
}
