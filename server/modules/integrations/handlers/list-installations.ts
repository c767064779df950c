import type { RouteHandler } from '@hono/zod-openapi';
import { paginateArray } from '../../../lib/pagination.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { listInstallations, toIntegrationDto } from '../integrations.repo.ts';
import type { listInstallationsRoute } from '../integrations.routes.ts';
import { database } from '../installations.shared.ts';

export const listInstallationsHandler: RouteHandler<typeof listInstallationsRoute, AppEnv> = async (c) => {
  const { project } = c.req.valid('param');
  const { withUninstalled: w, pageSize, pageToken } = c.req.valid('query');
  const rows = await listInstallations(database(c), project, w === 'true' || w === '1');
  const page = paginateArray(rows, { pageSize, pageToken, cursor: (r) => [r.code] });
  return c.json({ integrations: page.items.map(toIntegrationDto), nextPageToken: page.nextPageToken }, 200);
};
