/**
 * The root route's beforeLoad: the platform (and the allowed-hostname check), the user, the project and
 * organisation lists (000 §4), then the project routing rules (000 §2). Preloads only warm the caches.
 */
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { AppError } from '../api/errors.ts';
import { currentUserQuery } from '../auth/user.ts';
import { allowedHostRedirect } from '../platform/hosts.ts';
import { platformQuery } from '../platform/platform.ts';
import {
  forgetProject,
  getPreviousProjectId,
  resetActiveProject,
  resolveProjectRoute,
  setActiveProject,
} from '../projects/active-project.ts';
import { organisationsQuery, projectQuery, projectsQuery, TwoFactorRedirect } from '../projects/projects.ts';
import { appStore } from '../store.ts';
import { activeProjectIdAtom } from '../projects/active-project.ts';
import { setOnline } from '../offline.ts';
import { fromCacheOrNetwork, setCacheFallbackListener } from '../query/cache-first.ts';
import { pathOf } from './route-names.ts';
import { DEFAULT_PROJECT_MODE, type ShopfloorStaticData } from './static-data.ts';

interface GuardArgs {
  context: { queryClient: QueryClient };
  location: { pathname: string; searchStr: string; hash: string; href: string; search: unknown };
  matches: { staticData?: ShopfloorStaticData }[];
  preload: boolean;
}

/** The deepest match's static data (children override parents). */
export function routeStatic(matches: { staticData?: ShopfloorStaticData }[]): ShopfloorStaticData {
  const out: ShopfloorStaticData = {};
  for (const m of matches) Object.assign(out, Object.fromEntries(Object.entries(m.staticData ?? {}).filter(([, v]) => v !== undefined)));
  return out;
}

export function withProjectQuery(loc: { pathname: string; searchStr: string; hash: string }, projectId: string | null) {
  const params = new URLSearchParams(loc.searchStr);
  if (projectId) params.set('project', projectId);
  else params.delete('project');
  const qs = params.toString();
  return `${loc.pathname}${qs ? `?${qs}` : ''}${loc.hash ? `#${loc.hash}` : ''}`;
}

// A cached copy served because the server failed or was too slow: the offline notice (with the fetch time)
// shows until a request succeeds again.
setCacheFallbackListener(() => setOnline(false));

let firstNavigation = true;

const TWO_FACTOR_PATH = () => pathOf('account.settings.2fa');

async function loadLists(qc: QueryClient, pathname: string) {
  try {
    const [projects] = await Promise.all([fromCacheOrNetwork(qc, projectsQuery), fromCacheOrNetwork(qc, organisationsQuery)]);
    return projects;
  } catch (e) {
    if (!(e instanceof TwoFactorRedirect)) throw e;
    qc.setQueryData(projectsQuery.queryKey, []);
    qc.setQueryData(organisationsQuery.queryKey, []);
    resetActiveProject();
    if (pathname !== TWO_FACTOR_PATH()) throw redirect({ href: TWO_FACTOR_PATH() });
    return [];
  }
}

export async function shellGuard({ context: { queryClient: qc }, location, matches, preload }: GuardArgs) {
  // Everything the shell boots from comes from the cache when the server fails or is slower than the budget.
  const platform = await fromCacheOrNetwork(qc, platformQuery);
  if (!preload && typeof window !== 'undefined') {
    const target = allowedHostRedirect(window.location, platform?.domains);
    if (target) {
      window.location.replace(target);
      await new Promise(() => {});
    }
  }
  const s = routeStatic(matches);
  // platform.loading skips the user check; other public pages (login, register…) do not ask for the user.
  if (s.name === 'platform.loading' || s.requiresUser === false) return;
  // A "no user" persisted from before a sign-in in another tab (or a reload right after signing in) is not
  // trusted on start-up: the first navigation asks the server again.
  const boot = firstNavigation;
  const stale = boot && qc.getQueryData(currentUserQuery.queryKey) === null;
  firstNavigation = false;
  const user = stale ? await qc.fetchQuery({ ...currentUserQuery, staleTime: 0 }) : await fromCacheOrNetwork(qc, currentUserQuery);
  if (!user) {
    // Unauthenticated: the lists are cleared.
    qc.removeQueries({ queryKey: projectsQuery.queryKey });
    qc.removeQueries({ queryKey: organisationsQuery.queryKey });
    resetActiveProject();
    return;
  }
  const projects = await loadLists(qc, location.pathname);
  // On a page load the organisation list is revalidated in the background once, so a session that ended
  // meanwhile (401) is noticed promptly even while the cached lists are fresh.
  if (boot && !preload) void qc.refetchQueries({ queryKey: organisationsQuery.queryKey }).catch(() => {});
  if (preload || s.name === 'projects.switch') return;
  const query = (location.search as { project?: unknown }).project;
  const decision = await resolveProjectRoute({
    mode: s.project ?? DEFAULT_PROJECT_MODE,
    queryProject: typeof query === 'string' && query ? query : undefined,
    activeProject: appStore.get(activeProjectIdAtom),
    previousProject: getPreviousProjectId(),
    knownProjectIds: projects.map((p) => p.id),
    fetchable: (id) => ensureProject(qc, id),
  });
  switch (decision.kind) {
    case 'ok':
      setActiveProject(decision.projectId);
      return;
    case 'set-query':
      throw redirect({ href: withProjectQuery(location, decision.projectId), replace: true });
    case 'to-dashboard': {
      const bad = (location.search as { project?: string }).project;
      if (bad) forgetProject(bad);
      throw redirect({ href: pathOf('dashboard'), replace: true });
    }
    case 'switch':
      throw redirect({
        href: `${pathOf('projects.switch')}?project=${encodeURIComponent(decision.projectId)}&redirect_uri=${encodeURIComponent(location.href)}`,
      });
  }
}

/** A project missing from the list is fetched (and kept); a 403 two-factor answer goes to 2FA setup. */
export async function ensureProject(qc: QueryClient, id: string): Promise<boolean> {
  const projects = qc.getQueryData(projectsQuery.queryKey) ?? [];
  if (projects.some((p) => p.id === id)) return true;
  try {
    const project = await qc.fetchQuery(projectQuery(id));
    return !!project;
  } catch (e) {
    if (e instanceof AppError && e.status === 403 && e.code === 'TWO_FACTOR_REQUIRED') throw redirect({ href: TWO_FACTOR_PATH() });
    return false;
  }
}
