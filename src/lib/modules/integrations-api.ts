/**
 * The runtime's server side, as much as the shell needs on every project change: a project's installations
 * (`/v1/projects/{project}/integrations`). The install / uninstall / patch flows live in integrations-flows.ts,
 * loaded with the screens that use them.
 */
import { queryOptions } from '@tanstack/react-query';
import { allPages } from '../api/all-pages.ts';
import { AppError } from '../api/errors.ts';
import { getProjectsByProjectIntegrations } from '../api/generated/ops/getProjectsByProjectIntegrations.ts';
import type { Schema } from '../api/schemas.ts';
import { onSessionReset } from '../auth/session-reset.ts';
import { sharedKeys } from '../api/keys.ts';
import { fromCacheOrNetwork } from '../query/cache-first.ts';
import { queryClient } from '../query/client.ts';
import { beginProject, log, switchProject } from './runtime.ts';

export type ProjectIntegration = Schema<'ProjectIntegration'>;

export async function fetchProjectIntegrations(projectId: string, withUninstalled = false) {
  return allPages(async (q) => {
    const r = await getProjectsByProjectIntegrations({
      path: { project: projectId },
      query: { ...q, ...(withUninstalled ? { withUninstalled: 'true' } : {}) },
    });
    return { items: r.integrations, nextPageToken: r.nextPageToken };
  });
}

/** The installed set the app runs, persisted with the query cache so module menu entries survive offline. */
export const installedIntegrationsQuery = (projectId: string) =>
  queryOptions({
    queryKey: sharedKeys.installed(projectId),
    queryFn: () => fetchProjectIntegrations(projectId),
    staleTime: 30_000,
  });

/** 404s of integrations/installations are logged only (spec 000 §8). */
export function logNotFound(error: unknown, what: string) {
  if (error instanceof AppError && error.status === 404) {
    log.warn(`${what}: ${error.code === 'INTEGRATION_NOT_FOUND' ? 'integration not found' : 'installation not found'}`);
    return true;
  }
  return false;
}

/** Load the active project's modules (called on every project change). */
let requested: { projectId: string | null } | null = null;

export async function loadProjectModules(projectId: string | null) {
  const request = { projectId };
  requested = request;
  beginProject(projectId);
  if (!projectId) return switchProject(null, []);
  let installations: ProjectIntegration[] = [];
  try {
    installations = await fromCacheOrNetwork(queryClient, installedIntegrationsQuery(projectId));
  } catch (error) {
    if (!logNotFound(error, `loading integrations of ${projectId}`)) log.warn('could not load integrations', error);
  }
  // A newer project change won the race: its own load installs the right set.
  if (requested !== request) return [];
  return switchProject(projectId, installations);
}

onSessionReset(() => switchProject(null, []).then(() => {}));
