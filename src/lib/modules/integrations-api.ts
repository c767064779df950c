/**
 * The runtime's server side: a project's installations (`/v1/projects/{project}/integrations`) and the
 * install / uninstall / patch flows that keep server and running app in step. A failed install is rolled back
 * on the server too (the installation is deleted again), so it leaves no trace anywhere.
 */
import { AppError } from '../api/errors.ts';
import {
  deleteProjectsByProjectIntegrationsByIntegration,
  getProjectsByProjectIntegrations,
  getProjectsByProjectIntegrationsByIntegration,
  patchProjectsByProjectIntegrationsByIntegration,
  postProjectsByProjectIntegrationsByIntegration,
  postProjectsByProjectIntegrationsByIntegrationSetup,
} from '../api/generated/operations.ts';
import type { Schema } from '../api/schemas.ts';
import { onSessionReset } from '../auth/session-reset.ts';
import { beginProject, installModule, isModuleInstalled, log, patchModule, switchProject, uninstallModule } from './runtime.ts';
import { NOT_INSTALLED_MESSAGE } from './types.ts';

export type ProjectIntegration = Schema<'ProjectIntegration'>;

const one = (project: string, integration: string) => ({ path: { project, integration } });

export async function fetchProjectIntegrations(projectId: string, withUninstalled = false) {
  const res = await getProjectsByProjectIntegrations({
    path: { project: projectId },
    query: withUninstalled ? { withUninstalled: 'true' } : {},
  });
  return res.integrations;
}

export const fetchProjectIntegration = (projectId: string, code: string) =>
  getProjectsByProjectIntegrationsByIntegration(one(projectId, code));

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
    installations = await fetchProjectIntegrations(projectId);
  } catch (error) {
    if (!logNotFound(error, `loading integrations of ${projectId}`)) log.warn('could not load integrations', error);
  }
  // A newer project change won the race: its own load installs the right set.
  if (requested !== request) return [];
  return switchProject(projectId, installations);
}

/** Install on the server, then into the app; if the module fails to load or set up, uninstall it on the server. */
export async function installIntegration(projectId: string, code: string, config?: Record<string, unknown>) {
  const installation = await postProjectsByProjectIntegrationsByIntegration({ ...one(projectId, code), body: config ? { config } : {} });
  try {
    await installModule(projectId, installation);
    if (!installation.setupAt) {
      const done = await postProjectsByProjectIntegrationsByIntegrationSetup({ ...one(projectId, code), body: {} });
      await patchModule(code, { setupAt: done.setupAt });
      return done;
    }
    return installation;
  } catch (error) {
    await uninstallModule(code);
    await deleteProjectsByProjectIntegrationsByIntegration(one(projectId, code)).catch((e) => logNotFound(e, `rolling back ${code}`));
    if (error instanceof AppError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new AppError({ code: 'MODULE_SETUP_FAILED', message: `The module could not be set up (${reason}). Nothing was installed.` });
  }
}

export async function uninstallIntegration(projectId: string, code: string) {
  try {
    await deleteProjectsByProjectIntegrationsByIntegration(one(projectId, code));
  } catch (error) {
    if (!logNotFound(error, `uninstalling ${code}`)) throw error;
  }
  await uninstallModule(code);
}

/** Patch an installed integration's config; fails with the spec's message when it is not installed. */
export async function updateIntegrationConfig(projectId: string, code: string, config: Record<string, unknown>) {
  if (!isModuleInstalled(code)) throw new AppError({ code: 'INTEGRATION_NOT_INSTALLED', message: NOT_INSTALLED_MESSAGE, status: 409 });
  const saved = await patchProjectsByProjectIntegrationsByIntegration({ ...one(projectId, code), body: { config } });
  await patchModule(code, { config: saved.config });
  return saved;
}

onSessionReset(() => switchProject(null, []).then(() => {}));
