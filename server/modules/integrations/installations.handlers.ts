/** `/v1/projects/{project}/integrations`: a project's installations (mounted beside the projects router); one handler per file in handlers/. */
import { createRouter } from '../../lib/openapi.ts';
import {
  getInstallationRoute,
  installRoute,
  listInstallationsRoute,
  patchInstallationRoute,
  setupRoute,
  uninstallRoute,
} from './integrations.routes.ts';
import { listInstallationsHandler } from './handlers/list-installations.ts';
import { getInstallationHandler } from './handlers/get-installation.ts';
import { installHandler } from './handlers/install.ts';
import { uninstallHandler } from './handlers/uninstall.ts';
import { patchInstallationHandler } from './handlers/patch-installation.ts';
import { setupHandler } from './handlers/setup.ts';

export const projectIntegrationsRouter = createRouter();

projectIntegrationsRouter.openapi(listInstallationsRoute, listInstallationsHandler);
projectIntegrationsRouter.openapi(getInstallationRoute, getInstallationHandler);
projectIntegrationsRouter.openapi(installRoute, installHandler);
projectIntegrationsRouter.openapi(uninstallRoute, uninstallHandler);
projectIntegrationsRouter.openapi(patchInstallationRoute, patchInstallationHandler);
projectIntegrationsRouter.openapi(setupRoute, setupHandler);
