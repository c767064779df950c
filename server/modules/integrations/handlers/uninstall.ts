import type { RouteHandler } from '@hono/zod-openapi';
import { CODES } from '../../../lib/error-codes.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import { toIntegrationDto, updateInstallation } from '../integrations.repo.ts';
import type { uninstallRoute } from '../integrations.routes.ts';
import { database } from '../installations.shared.ts';

export const uninstallHandler: RouteHandler<typeof uninstallRoute, AppEnv> = async (c) => {
  const { project, integration } = c.req.valid('param');
  const now = new Date().toISOString();
  const row = await updateInstallation(database(c), project, integration, { uninstalledAt: now, updatedAt: now });
  if (!row) throw notFound('Installation', CODES.INSTALLATION_NOT_FOUND);
  return c.json(toIntegrationDto(row), 200);
};
