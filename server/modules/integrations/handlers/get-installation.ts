import type { RouteHandler } from '@hono/zod-openapi';
import { CODES } from '../../../lib/error-codes.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import { getInstallation, toIntegrationDto } from '../integrations.repo.ts';
import type { getInstallationRoute } from '../integrations.routes.ts';
import { database } from '../installations.shared.ts';

export const getInstallationHandler: RouteHandler<typeof getInstallationRoute, AppEnv> = async (c) => {
  const { project, integration } = c.req.valid('param');
  const row = await getInstallation(database(c), project, integration);
  if (!row) throw notFound('Installation', CODES.INSTALLATION_NOT_FOUND);
  return c.json(toIntegrationDto(row), 200);
};
