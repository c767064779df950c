/**
 * The install / uninstall / patch flows that keep server and running app in step. A failed install is rolled
 * back on the server too (the installation is deleted again), so it leaves no trace anywhere.
 */
import { AppError } from '../api/errors.ts';
import { deleteProjectsByProjectIntegrationsByIntegration } from '../api/generated/ops/deleteProjectsByProjectIntegrationsByIntegration.ts';
import { getProjectsByProjectIntegrationsByIntegration } from '../api/generated/ops/getProjectsByProjectIntegrationsByIntegration.ts';
import { patchProjectsByProjectIntegrationsByIntegration } from '../api/generated/ops/patchProjectsByProjectIntegrationsByIntegration.ts';
import { postProjectsByProjectIntegrationsByIntegration } from '../api/generated/ops/postProjectsByProjectIntegrationsByIntegration.ts';
import { postProjectsByProjectIntegrationsByIntegrationSetup } from '../api/generated/ops/postProjectsByProjectIntegrationsByIntegrationSetup.ts';
import { logNotFound } from './integrations-api.ts';
import { installModule, isModuleInstalled, patchModule, uninstallModule } from './runtime.ts';
import { NOT_INSTALLED_MESSAGE } from './types.ts';

const one = (project: string, integration: string) => ({ path: { project, integration } });

export const fetchProjectIntegration = (projectId: string, code: string) =>
  getProjectsByProjectIntegrationsByIntegration(one(projectId, code));

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
