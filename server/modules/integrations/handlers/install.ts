import type { RouteHandler } from '@hono/zod-openapi';
import { CODES } from '../../../lib/error-codes.ts';
import { configDefaults } from '../../../../common/integration-config.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { conflict } from '../../../lib/errors.ts';
import { validateConfig } from '../integrations.config.ts';
import { getInstallation, isInstalled, toIntegrationDto, upsertInstallation } from '../integrations.repo.ts';
import type { installRoute } from '../integrations.routes.ts';
import { database, installableListing } from '../installations.shared.ts';

export const installHandler: RouteHandler<typeof installRoute, AppEnv> = async (c) => {
  const { project, integration } = c.req.valid('param');
  const given = (c.req.valid('json') as { config?: Record<string, unknown> } | undefined)?.config;
  const row = await database(c).transaction(async (tx) => {
    const listing = await installableListing(tx, integration);
    const existing = await getInstallation(tx, project, integration, true);
    if (existing && isInstalled(existing)) throw conflict('This integration is already installed.', CODES.ALREADY_INSTALLED);
    const config = validateConfig(listing.configSchema, given ?? existing?.config ?? configDefaults(listing.configSchema));
    const now = new Date().toISOString();
    return upsertInstallation(tx, project, integration, config, now);
  });
  return c.json(toIntegrationDto(row), 201);
};
