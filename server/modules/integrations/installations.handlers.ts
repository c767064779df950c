/** `/v1/projects/{project}/integrations`: a project's installations (mounted beside the projects router). */
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { availabilityOf, COMING_SOON_MESSAGE } from '../../../common/integration-availability.ts';
import { configDefaults } from '../../../common/integration-config.ts';
import { PERMISSIONS } from '../../../common/permissions.ts';
import type { Tx } from '../../db/client.ts';
import { integrationListings, projectIntegrations } from '../../db/schema/index.ts';
import { CATALOGUE_CODES } from '../../db/seed/integrations-catalogue.ts';
import { requireProject } from '../../lib/auth/project-scope.ts';
import type { AppEnv } from '../../lib/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { createRouter } from '../../lib/openapi.ts';
import { validateConfig } from './integrations.config.ts';
import { getInstallation, isInstalled, listInstallations, toIntegrationDto } from './integrations.repo.ts';
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
  const [row] = await tx
    .select()
    .from(integrationListings)
    .where(and(eq(integrationListings.code, code), eq(integrationListings.published, true)));
  if (!row) throw notFound('Integration', 'INTEGRATION_NOT_FOUND');
  return row;
}

projectIntegrationsRouter.openapi(listInstallationsRoute, async (c) => {
  const { project } = c.req.valid('param');
  await requireProject(c, project, PERMISSIONS.integrationsInstallationsList);
  const w = c.req.valid('query').withUninstalled;
  const rows = await listInstallations(database(c), project, w === 'true' || w === '1');
  return c.json({ integrations: rows.map(toIntegrationDto) }, 200);
});

projectIntegrationsRouter.openapi(getInstallationRoute, async (c) => {
  const { project, integration } = c.req.valid('param');
  await requireProject(c, project, PERMISSIONS.integrationsInstallationsList);
  const row = await getInstallation(database(c), project, integration);
  if (!row) throw notFound('Installation', 'INSTALLATION_NOT_FOUND');
  return c.json(toIntegrationDto(row), 200);
});

projectIntegrationsRouter.openapi(installRoute, async (c) => {
  const { project, integration } = c.req.valid('param');
  await requireProject(c, project, PERMISSIONS.integrationsInstallationsManage);
  const given = (c.req.valid('json') as { config?: Record<string, unknown> } | undefined)?.config;
  const row = await database(c).transaction(async (tx) => {
    const listing = await listingFor(tx, integration);
    if (availabilityOf(listing.code, listing.configSchema.fields.length > 0, CATALOGUE_CODES.has(listing.code)) === 'coming-soon') {
      throw conflict(COMING_SOON_MESSAGE(listing.name), 'INTEGRATION_COMING_SOON');
    }
    const existing = await getInstallation(tx, project, integration, true);
    if (existing && isInstalled(existing)) throw conflict('This integration is already installed.', 'ALREADY_INSTALLED');
    const config = validateConfig(listing.configSchema, given ?? existing?.config ?? configDefaults(listing.configSchema));
    const now = new Date().toISOString();
    const [saved] = await tx
      .insert(projectIntegrations)
      .values({ projectId: project, code: integration, config, installedAt: now })
      .onConflictDoUpdate({
        target: [projectIntegrations.projectId, projectIntegrations.code],
        set: { config, installedAt: now, uninstalledAt: null, updatedAt: now },
      })
      .returning();
    return saved!;
  });
  return c.json(toIntegrationDto(row), 201);
});

projectIntegrationsRouter.openapi(uninstallRoute, async (c) => {
  const { project, integration } = c.req.valid('param');
  await requireProject(c, project, PERMISSIONS.integrationsInstallationsManage);
  const now = new Date().toISOString();
  const [row] = await database(c)
    .update(projectIntegrations)
    .set({ uninstalledAt: now, updatedAt: now })
    .where(and(eq(projectIntegrations.projectId, project), eq(projectIntegrations.code, integration)))
    .returning();
  if (!row) throw notFound('Installation', 'INSTALLATION_NOT_FOUND');
  return c.json(toIntegrationDto(row), 200);
});

/** Merge a config patch into an installed integration (validated as a whole); `setup` also stamps setupAt. */
async function updateInstalled(c: Context<AppEnv>, project: string, integration: string, patch: Record<string, unknown>, setup: boolean) {
  return database(c).transaction(async (tx) => {
    const listing = await listingFor(tx, integration);
    if (availabilityOf(listing.code, listing.configSchema.fields.length > 0, CATALOGUE_CODES.has(listing.code)) === 'coming-soon') {
      throw conflict(COMING_SOON_MESSAGE(listing.name), 'INTEGRATION_COMING_SOON');
    }
    const existing = await getInstallation(tx, project, integration, true);
    if (!existing || !isInstalled(existing)) throw conflict(NOT_INSTALLED_MESSAGE, 'INTEGRATION_NOT_INSTALLED');
    const config = validateConfig(listing.configSchema, { ...existing.config, ...patch });
    const now = new Date().toISOString();
    const [saved] = await tx
      .update(projectIntegrations)
      .set({ config, updatedAt: now, ...(setup ? { setupAt: now } : {}) })
      .where(and(eq(projectIntegrations.projectId, project), eq(projectIntegrations.code, integration)))
      .returning();
    return saved!;
  });
}

projectIntegrationsRouter.openapi(patchInstallationRoute, async (c) => {
  const { project, integration } = c.req.valid('param');
  await requireProject(c, project, PERMISSIONS.integrationsInstallationsManage);
  const row = await updateInstalled(c, project, integration, c.req.valid('json').config ?? {}, false);
  return c.json(toIntegrationDto(row), 200);
});

projectIntegrationsRouter.openapi(setupRoute, async (c) => {
  const { project, integration } = c.req.valid('param');
  await requireProject(c, project, PERMISSIONS.integrationsInstallationsManage);
  const row = await updateInstalled(
    c,
    project,
    integration,
    (c.req.valid('json') as { config?: Record<string, unknown> } | undefined)?.config ?? {},
    true,
  );
  return c.json(toIntegrationDto(row), 200);
});
