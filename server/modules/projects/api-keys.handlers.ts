/**
 * Project API keys ("auth entries"): `sfk_<random>`, shown once, stored as SHA-256, scoped to one project and
 * to permissions the creator holds. Contracts in api-keys.routes.ts, queries in api-keys.repo.ts, one handler
 * per file in handlers/. `resolveApiKey` is wired as the authenticate middleware's key resolver by wireModules().
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ApiKeyResolver } from '../../lib/auth/middleware.ts';
import type { AppEnv } from '../../lib/context.ts';
import { useApiKey } from './api-keys.repo.ts';
import { createApiKeyRoute, listApiKeysRoute, revokeApiKeyRoute } from './api-keys.routes.ts';
import { createApiKey } from './handlers/create-api-key.ts';
import { listApiKeys } from './handlers/list-api-keys.ts';
import { revokeApiKeyHandler } from './handlers/revoke-api-key.ts';

export const resolveApiKey: ApiKeyResolver = async (c, key) => {
  const row = await useApiKey(c.get('deps').database.db, key);
  return row ? { kind: 'apiKey', keyId: row.id, projectId: row.projectId, permissions: row.permissions } : null;
};

export function registerApiKeyRoutes(router: OpenAPIHono<AppEnv>) {
  router.openapi(listApiKeysRoute, listApiKeys);
  router.openapi(createApiKeyRoute, createApiKey);
  router.openapi(revokeApiKeyRoute, revokeApiKeyHandler);
}
