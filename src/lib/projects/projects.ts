/**
 * The user's projects and organisations, loaded by the shell (spec 000 §4 "Project and organisation load"):
 * unauthenticated → lists cleared; 401 → lists cleared (and signed out); 403 → lists cleared and the user is
 * sent to two-factor setup; any other error is rethrown. Keys live under `user` so sign-out clears them.
 */
import { queryOptions } from '@tanstack/react-query';
import { AppError } from '../api/errors.ts';
import { getOrganisations } from '../api/generated/ops/getOrganisations.ts';
import { getProjects } from '../api/generated/ops/getProjects.ts';
import { getProjectsByProject } from '../api/generated/ops/getProjectsByProject.ts';
import { sharedKeys } from '../api/keys.ts';
import type { Schema } from '../api/schemas.ts';
import { allPages } from '../api/all-pages.ts';

export type Project = Schema<'Project'>;
export type Organisation = Schema<'Organisation'>;

/** Thrown by a list load that answered 403: the shell redirects to `account.settings.2fa`. */
export class TwoFactorRedirect extends Error {
  constructor() {
    super('Two-factor authentication required');
    this.name = 'TwoFactorRedirect';
  }
}

let onListUnauthorized: () => void = () => {};
/** main.tsx wires the sign-out handler here. */
export function setListUnauthorizedHandler(fn: () => void) {
  onListUnauthorized = fn;
}

/** Apply the 401/403 rules to a list load. */
export async function loadList<T>(fetcher: () => Promise<T[]>): Promise<T[]> {
  try {
    return await fetcher();
  } catch (e) {
    const status = e instanceof AppError ? e.status : undefined;
    if (status === 401) {
      onListUnauthorized();
      return [];
    }
    if (status === 403) throw new TwoFactorRedirect();
    throw e;
  }
}

/** The caller's projects (GET /v1/projects), one key for the shell and every page. */
export const projectsQuery = queryOptions({
  queryKey: sharedKeys.projects(),
  queryFn: () =>
    loadList(() =>
      allPages(async (query) => {
        const r = await getProjects({ query });
        return { items: r.projects, nextPageToken: r.nextPageToken };
      }),
    ),
  staleTime: 60_000,
});

/** The caller's organisations (GET /v1/organisations). */
export const organisationsQuery = queryOptions({
  queryKey: sharedKeys.organisations(),
  queryFn: () =>
    loadList(() =>
      allPages(async (query) => {
        const r = await getOrganisations({ query });
        return { items: r.organisations, nextPageToken: r.nextPageToken };
      }),
    ),
  staleTime: 60_000,
});

/** One project (GET /v1/projects/{project}): the routing rules' fetch and the settings page share it. */
export const projectQuery = (id: string) =>
  queryOptions({ queryKey: sharedKeys.project(id), queryFn: () => getProjectsByProject({ path: { project: id } }), staleTime: 60_000 });

/** Factory if its integrations include fulfillments, otherwise Project. */
export const projectKind = (p: Pick<Project, 'integrations'>) => (p.integrations.includes('fulfillments') ? 'Factory' : 'Project');

/** The project's website: custom domain first, else its default domain. */
export function projectWebsite(p: Pick<Project, 'customDomain' | 'domains'> | null | undefined): string | null {
  const host = p?.customDomain || p?.domains[0];
  return host ? `https://${host}` : null;
}
