/**
 * The active project and the routing rules of spec 000 §2 that keep it in the URL:
 * - the project comes from the `project` query, else the previous route's query, else the first known project;
 * - a project not in the store is fetched; if that fails on a route that needs one → dashboard, no project query;
 * - the query gains the project where one is needed (`always`) and loses it where none is wanted (`never`);
 * - a changed project goes through `projects.switch` with `project` and `redirect_uri`.
 * `resolveProjectRoute` is pure (unit-tested); the root route applies its decision.
 */
import { atom } from 'jotai';
import type { ProjectMode } from '../router/static-data.ts';
import { appStore } from '../store.ts';

/** The active project id; null on routes without a project. */
export const activeProjectIdAtom = atom<string | null>(null);

/** The project of the previous route's query (survives `never` routes, so coming back restores it). */
let previousProjectId: string | null = null;
export const getPreviousProjectId = () => previousProjectId;
export function setActiveProject(id: string | null, opts: { remember?: boolean } = { remember: true }) {
  if (id && opts.remember !== false) previousProjectId = id;
  appStore.set(activeProjectIdAtom, id);
}
export function forgetProject(id: string) {
  if (previousProjectId === id) previousProjectId = null;
  if (appStore.get(activeProjectIdAtom) === id) appStore.set(activeProjectIdAtom, null);
}
export function resetActiveProject() {
  previousProjectId = null;
  appStore.set(activeProjectIdAtom, null);
}

export type ProjectDecision =
  | { kind: 'ok'; projectId: string | null }
  | { kind: 'set-query'; projectId: string | null }
  | { kind: 'switch'; projectId: string }
  | { kind: 'to-dashboard' };

export interface ProjectRouteInput {
  mode: ProjectMode;
  queryProject: string | undefined;
  /** The active project before this navigation (null on a `never` route). */
  activeProject: string | null;
  previousProject: string | null;
  knownProjectIds: readonly string[];
  /** Whether a project missing from the store could be fetched (called only when needed). */
  fetchable: (id: string) => Promise<boolean>;
}

export async function resolveProjectRoute(i: ProjectRouteInput): Promise<ProjectDecision> {
  if (i.mode === 'never') return i.queryProject ? { kind: 'set-query', projectId: null } : { kind: 'ok', projectId: null };
  const candidate = i.queryProject ?? i.previousProject ?? i.knownProjectIds[0] ?? null;
  if (!candidate) return { kind: 'ok', projectId: null };
  if (!i.knownProjectIds.includes(candidate) && !(await i.fetchable(candidate))) {
    if (i.mode === 'always') return { kind: 'to-dashboard' };
    return i.queryProject ? { kind: 'set-query', projectId: null } : { kind: 'ok', projectId: null };
  }
  const before = i.activeProject ?? i.previousProject;
  if (i.queryProject && before && i.queryProject !== before) return { kind: 'switch', projectId: i.queryProject };
  if (i.mode === 'always' && !i.queryProject) return { kind: 'set-query', projectId: candidate };
  return { kind: 'ok', projectId: candidate };
}
