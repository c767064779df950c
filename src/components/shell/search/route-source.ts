/**
 * The built-in search source: routes whose name (or title) contains the text, skipping routes with
 * parameters, routes hidden from search and routes without a title (spec 000 §2).
 */
import type { AnyRouter } from '@tanstack/react-router';
import type { SearchResult, SearchSource } from '../../../lib/search/sources.ts';
import type { ShopfloorStaticData } from '../../../lib/router/static-data.ts';
import { routeList } from '../routes.ts';

export interface SearchableRoute {
  fullPath: string;
  staticData?: ShopfloorStaticData;
}

export function searchRoutes(routes: readonly SearchableRoute[], text: string): SearchResult[] {
  const q = text.trim().toLowerCase();
  if (!q) return [];
  const seen = new Set<string>();
  const out: SearchResult[] = [];
  for (const r of routes) {
    const s = r.staticData;
    if (!s?.title || s.hideFromSearch || r.fullPath.includes('$')) continue;
    const name = (s.name ?? '').toLowerCase();
    if (!name.includes(q) && !s.title.toLowerCase().includes(q)) continue;
    const href = r.fullPath.length > 1 ? r.fullPath.replace(/\/+$/, '') : r.fullPath;
    if (seen.has(href)) continue;
    seen.add(href);
    out.push({ id: s.name ?? href, title: s.title, description: s.name, href });
  }
  return out.sort((a, b) => a.title.localeCompare(b.title));
}

export function routeSource(router: AnyRouter): SearchSource {
  return {
    id: 'routes',
    label: 'Pages',
    order: 0,
    search: (text) =>
      searchRoutes(
        routeList(router).map((r) => ({ fullPath: r.fullPath, staticData: r.options.staticData })),
        text,
      ),
  };
}
