/**
 * A view = the route the user is on: its spec name (static data), params and query — exactly what the list kit
 * keeps in the URL. The project and the page-token stack are left out (a bookmark belongs to a project; old
 * page tokens mean nothing later). Reopening finds the route by name and navigates with the project added.
 */
import type { AnyRouter } from '@tanstack/react-router';
import type { BookmarkView } from '../api/bookmarks.ts';

const DROP = new Set(['project', 'pages', 'task']);

export function viewOf(match: { staticData?: { name?: string; title?: string }; params?: unknown; search?: unknown }): BookmarkView | null {
  const name = match.staticData?.name;
  if (!name) return null;
  const params = Object.fromEntries(Object.entries((match.params ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v ?? '')]));
  const query = Object.fromEntries(
    Object.entries((match.search ?? {}) as Record<string, unknown>).filter(([k, v]) => !DROP.has(k) && v !== undefined && v !== ''),
  );
  return { name, params, query };
}

const canonical = (v: BookmarkView) =>
  JSON.stringify([v.name, Object.entries(v.params).sort(), Object.entries(v.query).sort(([a], [b]) => a.localeCompare(b))]);
export const sameView = (a: BookmarkView, b: BookmarkView) => canonical(a) === canonical(b);

/** The navigation for a view in a project (undefined when no route has that name any more). */
export function viewLocation(router: AnyRouter, view: BookmarkView, project: string) {
  const route = Object.values(router.routesById as Record<string, { fullPath: string; options: { staticData?: { name?: string } } }>).find(
    (r) => r.options.staticData?.name === view.name,
  );
  if (!route) return undefined;
  return { to: route.fullPath, params: view.params, search: { ...view.query, project } };
}

/** A short description of a view's filters, for a default title ("Users · search: ann"). */
export function describeView(title: string, view: BookmarkView): string {
  const parts = Object.entries(view.query)
    .filter(([k]) => !['size', 'view'].includes(k))
    .map(([k, v]) => `${k === 'q' ? 'search' : k}: ${String(v)}`);
  return [title, ...parts].join(' · ').slice(0, 120);
}
