/**
 * The built-in search source: routes whose name (or title) contains the text, skipping routes with
 * parameters, routes hidden from search and routes without a title (spec 000 §2). The internal route name is
 * matched but never shown: the subtitle is the page's section in words ("Account", "Project"), and pages
 * sharing a title are told apart by it ("Account settings", "Project settings") instead of listed twice.
 */
import type { AnyRouter } from '@tanstack/react-router';
import type { SearchResult, SearchSource } from '../../../lib/search/sources.ts';
import type { ShopfloorStaticData } from '../../../lib/router/static-data.ts';
import { routeList } from '../routes.ts';

export interface SearchableRoute {
  fullPath: string;
  staticData?: ShopfloorStaticData;
}

const SECTIONS: Record<string, string> = {
  account: 'Account',
  project: 'Project',
  projects: 'Project',
  integrations: 'Modules',
  developer: 'Developer',
  organisations: 'Organisations',
};

/** The section a route belongs to, in words, from the first segment of its name. */
export function sectionOf(name: string | undefined): string | undefined {
  const first = name?.split('.')[0];
  if (!first) return undefined;
  return SECTIONS[first] ?? first.charAt(0).toUpperCase() + first.slice(1);
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
    out.push({ id: s.name ?? href, title: s.title, description: sectionOf(s.name), href });
  }
  const count = new Map<string, number>();
  for (const r of out) count.set(r.title, (count.get(r.title) ?? 0) + 1);
  for (const r of out) {
    if ((count.get(r.title) ?? 0) > 1 && r.description) r.title = `${r.description} ${r.title.toLowerCase()}`;
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
