/**
 * The runtime's server side: a project's installations (`/v1/projects/{project}/integrations`) and the
 * install / uninstall / patch flows that keep server and running app in step. A failed install is rolled back
 * on the server too (the installation is deleted again), so it leaves no trace anywhere.
 */
import { api } from '../api/client.ts';
import { AppError } from '../api/errors.ts';
import { onSessionReset } from '../auth/session-reset.ts';
import { fromCacheOrNetwork } from '../query/cache-first.ts';
import { projectKey, queryClient } from '../query/client.ts';
import { beginProject, installModule, isModuleInstalled, log, patchModule, switchProject, uninstallModule } from './runtime.ts';
import type { ProjectIntegration } from '../../../common/integration-types.ts';
import { NOT_INSTALLED_MESSAGE } from './types.ts';

export type { ProjectIntegration };

const base = (projectId: string) => `/v1/projects/${encodeURIComponent(projectId)}/integrations`;
const one = (projectId: string, code: string) => `${base(projectId)}/${encodeURIComponent(code)}`;

export async function fetchProjectIntegrations(projectId: string, withUninstalled = false) {
  const res = await api<{ integrations: ProjectIntegration[] }>(base(projectId), {
    query: withUninstalled ? { withUninstalled: 'true' } : undefined,
  });
  return res.integrations;
}

/** The installed set the app runs, persisted with the query cache so module menu entries survive offline. */
export const installedIntegrationsQuery = (projectId: string) => ({
  queryKey: [...projectKey(projectId), 'integrations', 'installed'] as const,
  queryFn: () => fetchProjectIntegrations(projectId),
  staleTime: 30_000,
});

export const fetchProjectIntegration = (projectId: string, code: string) => api<ProjectIntegration>(one(projectId, code));

/** 404s of integrations/installations are logged only (spec 000 §8). */
function logNotFound(error: unknown, what: string) {
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

/** Install on the server, then into the app; if the module fails to load or set up, uninstall it on the server. */
export async function installIntegration(projectId: string, code: string, config?: Record<string, unknown>) {
  const installation = await api<ProjectIntegration>(one(projectId, code), { method: 'POST', body: config ? { config } : {} });
  try {
    await installModule(projectId, installation);
    if (!installation.setupAt) {
      const done = await api<ProjectIntegration>(`${one(projectId, code)}/setup`, { method: 'POST', body: {} });
      await patchModule(code, { setupAt: done.setupAt });
      return done;
    }
    return installation;
  } catch (error) {
    await uninstallModule(code);
    await api(one(projectId, code), { method: 'DELETE' }).catch((e) => logNotFound(e, `rolling back ${code}`));
    if (error instanceof AppError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new AppError({ code: 'MODULE_SETUP_FAILED', message: `The module could not be set up (${reason}). Nothing was installed.` });
  }
}

export async function uninstallIntegration(projectId: string, code: string) {
  try {
    await api(one(projectId, code), { method: 'DELETE' });
  } catch (error) {
    if (!logNotFound(error, `uninstalling ${code}`)) throw error;
  }
  await uninstallModule(code);
}

/** Patch an installed integration's config; fails with the spec's message when it is not installed. */
export async function updateIntegrationConfig(projectId: string, code: string, config: Record<string, unknown>) {
  if (!isModuleInstalled(code)) throw new AppError({ code: 'INTEGRATION_NOT_INSTALLED', message: NOT_INSTALLED_MESSAGE, status: 409 });
  const saved = await api<ProjectIntegration>(one(projectId, code), { method: 'PATCH', body: { config } });
  await patchModule(code, { config: saved.config });
  return saved;
}

onSessionReset(() => switchProject(null, []).then(() => {}));
