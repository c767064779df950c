/** What the shell needs to know about the router's routes: which exist, their static data, their mode. */
import type { AnyRouter } from '@tanstack/react-router';
import { pathOf, ROUTES, type RouteName } from '../../lib/router/route-names.ts';
import type { ShopfloorStaticData } from '../../lib/router/static-data.ts';

const norm = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

interface RouteLike {
  fullPath: string;
  options: { staticData?: ShopfloorStaticData };
}

export const routeList = (router: AnyRouter) => Object.values(router.routesById as Record<string, unknown>) as RouteLike[];

/** The route registered at a path (ignoring a trailing slash), if built. */
export function findRoute(router: AnyRouter, path: string): RouteLike | undefined {
  const want = norm(path);
  return routeList(router).find((r) => norm(r.fullPath) === want);
}

/** A named route links only when its page is built (entries for unbuilt pages stay hidden). */
export const routeExists = (router: AnyRouter, name: RouteName) => !!findRoute(router, ROUTES[name]);

/** Href of a named route, with the active project where the route wants one. */
export function hrefOf(router: AnyRouter, name: RouteName, projectId: string | null, params: Record<string, string> = {}) {
  const path = pathOf(name, params);
  const mode = findRoute(router, ROUTES[name])?.options.staticData?.project ?? 'always';
  return projectId && mode !== 'never' ? `${path}?project=${encodeURIComponent(projectId)}` : path;
}

export function isActivePath(current: string, path: string) {
  const a = norm(current);
  const b = norm(path);
  return a === b || (b !== '/' && a.startsWith(`${b}/`));
}
