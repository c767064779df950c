/**
 * The user's projects and organisations, loaded by the shell (spec 000 §4 "Project and organisation load"):
 * unauthenticated → lists cleared; 401 → lists cleared (and signed out); 403 → lists cleared and the user is
 * sent to two-factor setup; any other error is rethrown. Keys live under `user` so sign-out clears them.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import { AppError, type ErrorLevel } from '../api/errors.ts';
import { userKey } from '../query/client.ts';

/** Mirrors ProjectSchema in server/modules/projects/projects.schemas.ts. */
export interface Project {
  id: string;
  name: string;
  plan: { code: string };
  flags: { kind?: string; message: string; level: ErrorLevel; actions?: { text: string; to?: string }[] }[];
  domains: string[];
  customDomain: string | null;
  integrations: string[];
  logos: { url: string; meta: Record<string, string | undefined> }[];
  platform: { id: string | null; name: string };
  favicon: string | null;
  organisationId: string | null;
  requireTwoFactor: boolean;
  role: string | null;
  createdAt: string;
}

export interface Organisation {
  id: string;
  name: string;
}

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

/** Apply the 401/403 rules to a list load. `treat404AsEmpty` is for APIs not deployed yet. */
export async function loadList<T>(fetcher: () => Promise<T[]>, opts: { treat404AsEmpty?: boolean } = {}): Promise<T[]> {
  try {
    return await fetcher();
  } catch (e) {
    const status = e instanceof AppError ? e.status : undefined;
    if (status === 401) {
      onListUnauthorized();
      return [];
    }
    if (status === 403) throw new TwoFactorRedirect();
    if (status === 404 && opts.treat404AsEmpty) return [];
    throw e;
  }
}

export const projectsQuery = queryOptions({
  queryKey: [...userKey, 'projects'],
  queryFn: () => loadList(async () => (await api<{ projects: Project[] }>('/v1/projects')).projects),
  staleTime: 60_000,
});

/** GET /v1/organisations → {organisations}; 404 (API not deployed) counts as none. */
export const organisationsQuery = queryOptions({
  queryKey: [...userKey, 'organisations'],
  queryFn: () =>
    loadList(async () => (await api<{ organisations: Organisation[] }>('/v1/organisations')).organisations, { treat404AsEmpty: true }),
  staleTime: 60_000,
});

export const fetchProject = (id: string) => api<Project>(`/v1/projects/${encodeURIComponent(id)}`);

/** Factory if its integrations include fulfillments, otherwise Project. */
export const projectKind = (p: Pick<Project, 'integrations'>) => (p.integrations.includes('fulfillments') ? 'Factory' : 'Project');

/** The project's website: custom domain first, else its default domain. */
export function projectWebsite(p: Pick<Project, 'customDomain' | 'domains'> | null | undefined): string | null {
  const host = p?.customDomain || p?.domains[0];
  return host ? `https://${host}` : null;
}
