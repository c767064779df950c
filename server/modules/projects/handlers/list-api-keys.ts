import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { pageApiKeys, toApiKeyDto } from '../api-keys.repo.ts';
import type { listApiKeysRoute } from '../api-keys.routes.ts';

/** GET /v1/projects/{project}/auth — access (projects.auth.list) is checked by the route. */
export const listApiKeys: RouteHandler<typeof listApiKeysRoute, AppEnv> = async (c) => {
  const { projectId } = c.get('access');
  const page = await pageApiKeys(c.get('deps').database.db, projectId, c.req.valid('query'));
  return c.json({ auth: page.items.map(toApiKeyDto), nextPageToken: page.nextPageToken }, 200);
};
