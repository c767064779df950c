/** `/v1/projects/{project}/integrations`: a project's installations (mounted beside the projects router). */
import { paginateArray } from '../../lib/pagination.ts';
import { CODES } from '../../lib/error-codes.ts';
import type { Context } from 'hono';
import { configDefaults } from '../../../common/integration-config.ts';
import type { Tx } from '../../db/client.ts';
import type { AppEnv } from '../../lib/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { createRouter } from '../../lib/openapi.ts';
import { validateConfig } from './integrations.config.ts';
import {
  findPublishedListing,
  getInstallation,
  isInstalled,
  listInstallations,
  toIntegrationDto,
  updateInstallation,
  upsertInstallation,
} from './integrations.repo.ts';
import {
  getInstallationRoute,
  installRoute,
  listInstallationsRoute,
  patchInstallationRoute,
  setupRoute,
  uninstallRoute,
} from './integrations.routes.ts';

export const NOT_INSTALLED_MESSAGE = "Can't patch an integration that hasn't been installed";

export const projectIntegrationsRouter = createRouter();
const database = (c: Context<AppEnv>) => c.get('deps').database.db;

async function listingFor(tx: Tx, code: string) {
  const row = await findPublishedListing(tx, code);
  if (!row) throw notFound('Integration', CODES.INTEGRATION_NOT_FOUND);
  return row;
}

projectIntegrationsRouter.openapi(listInstallationsRoute, async (c) => {
  const { project } = c.req.valid('param');
  const { withUninstalled: w, pageSize, pageToken } = c.req.valid('query');
  const rows = await listInstallations(database(c), project, w === 'true' || w === '1');
  const page = paginateArray(rows, { pageSize, pageToken, cursor: (r) => [r.code] });
  return c.json({ integrations: page.items.map(toIntegrationDto), nextPageToken: page.nextPageToken }, 200);
});

projectIntegrationsRouter.openapi(getInstallationRoute, async (c) => {
  const { project, integration } = c.req.valid('param');
  const row = await getInstallation(database(c), project, integration);
  if (!row) throw notFound('Installation', CODES.INSTALLATION_NOT_FOUND);
  return c.json(toIntegrationDto(row), 200);
});

projectIntegrationsRouter.openapi(installRoute, async (c) => {
  const { project, integration } = c.req.valid('param');
  const given = (c.req.valid('json') as { config?: Record<string, unknown> } | undefined)?.config;
  const row = await database(c).transaction(async (tx) => {
    const listing = await listingFor(tx, integration);
    const existing = await getInstallation(tx, project, integration, true);
    if (existing && isInstalled(existing)) throw conflict('This integration is already installed.', CODES.ALREADY_INSTALLED);
    const config = validateConfig(listing.configSchema, given ?? existing?.config ?? configDefaults(listing.configSchema));
    const now = new Date().toISOString();
    return upsertInstallation(tx, project, integration, config, now);
  });
  return c.json(toIntegrationDto(row), 201);
});

projectIntegrationsRouter.openapi(uninstallRoute, async (c) => {
  const { project, integration } = c.req.valid('param');
  const now = new Date().toISOString();
  const row = await updateInstallation(database(c), project, integration, { uninstalledAt: now, updatedAt: now });
  if (!row) throw notFound('Installation', CODES.INSTALLATION_NOT_FOUND);
  return c.json(toIntegrationDto(row), 200);
});

/** Merge a config patch into an installed integration (validated as a whole); `setup` also stamps setupAt. */
async function updateInstalled(c: Context<AppEnv>, project: string, integration: string, patch: Record<string, unknown>, setup: boolean) {
  return database(c).transaction(async (tx) => {
    const listing = await listingFor(tx, integration);
    const existing = await getInstallation(tx, project, integration, true);
    if (!existing || !isInstalled(existing)) throw conflict(NOT_INSTALLED_MESSAGE, CODES.INTEGRATION_NOT_INSTALLED);
    const config = validateConfig(listing.configSchema, { ...existing.config, ...patch });
    const now = new Date().toISOString();
    return (await updateInstallation(tx, project, integration, { config, updatedAt: now, ...(setup ? { setupAt: now } : {}) }))!;
  });
}

projectIntegrationsRouter.openapi(patchInstallationRoute, async (c) => {
  const { project, integration } = c.req.valid('param');
  const row = await updateInstalled(c, project, integration, c.req.valid('json').config ?? {}, false);
  return c.json(toIntegrationDto(row), 200);
});

projectIntegrationsRouter.openapi(setupRoute, async (c) => {
  const { project, integration } = c.req.valid('param');
  const row = await updateInstalled(
    c,
    project,
    integration,
    (c.req.valid('json') as { config?: Record<string, unknown> } | undefined)?.config ?? {},
    true,
  );
  return c.json(toIntegrationDto(row), 200);
});
