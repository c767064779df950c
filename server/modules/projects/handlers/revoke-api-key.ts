import type { RouteHandler } from '@hono/zod-openapi';
import { audit } from '../../../lib/audit.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { notFound } from '../../../lib/errors.ts';
import { revokeApiKey, toApiKeyDto } from '../api-keys.repo.ts';
import type { revokeApiKeyRoute } from '../api-keys.routes.ts';

/** DELETE /v1/projects/{project}/auth/{auth} — the key stops working at once. */
export const revokeApiKeyHandler: RouteHandler<typeof revokeApiKeyRoute, AppEnv> = async (c) => {
  const { projectId } = c.get('access');
  const { auth } = c.req.valid('param');
  const row = await c.get('deps').database.db.transaction(async (tx) => {
    const revoked = await revokeApiKey(tx, projectId, auth);
    if (!revoked) throw notFound('API key', CODES.API_KEY_NOT_FOUND);
    await audit(tx, c, {
      projectId,
      action: 'apikey.revoke',
      target: auth,
      before: { name: revoked.name, permissions: revoked.permissions },
      after: null,
    });
    return revoked;
  });
  return c.json(toApiKeyDto(row), 200);
};
