/**
 * Header search and the command palette share pluggable sources (spec 000 §2 "Header search"): the shell
 * registers the route-name source; tutorials and FAQs come from `help-sources.ts` (registered by useSearch).
 */
import { atom } from 'jotai';
import { appStore } from '../store.ts';

export interface SearchResult {
  /** Unique within its source. */
  id: string;
  title: string;
  description?: string;
  /** An app path (with query) to navigate to. */
  href: string;
}

export interface SearchSource {
  id: string;
  /** Group heading, e.g. Pages, Tutorials, FAQs. */
  label: string;
  order: number;
  search: (text: string, signal: AbortSignal) => SearchResult[] | Promise<SearchResult[]>;
}

export const SEARCH_DEBOUNCE_MS = 500;
export const NO_RESULTS = 'No Results.';

export const searchSourcesAtom = atom<ReadonlyMap<string, SearchSource>>(new Map());

export function registerSearchSource(source: SearchSource) {
  const next = new Map(appStore.get(searchSourcesAtom));
  next.set(source.id, source);
  appStore.set(searchSourcesAtom, next);
  return () => unregisterSearchSource(source.id);
}

export function unregisterSearchSource(id: string) {
  const next = new Map(appStore.get(searchSourcesAtom));
  next.delete(id);
  appStore.set(searchSourcesAtom, next);
}

export interface SearchGroup {
  source: SearchSource;
  results: SearchResult[];
}

/** Ask every source; a failing source contributes nothing (search must not break the header). */
export async function runSearch(text: string, sources: Iterable<SearchSource>, signal: AbortSignal): Promise<SearchGroup[]> {
  const list = [...sources].sort((a, b) => a.order - b.order);
  const groups = await Promise.all(
    list.map(async (source) => ({ source, results: await Promise.resolve(source.search(text, signal)).catch(() => [] as SearchResult[]) })),
  );
  return groups.filter((g) => g.results.length > 0);
}

export const countResults = (groups: SearchGroup[]) => groups.reduce((n, g) => n + g.results.length, 0);
