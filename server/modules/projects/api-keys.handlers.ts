/**
 * Project API keys ("auth entries"): `sfk_<random>`, shown once, stored as SHA-256, scoped to one project and
 * to permissions the creator holds. Registered as the API key resolver of the authenticate middleware.
 */
import { CODES } from '../../lib/error-codes.ts';
import { createHash } from 'node:crypto';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { isPermission, PERMISSIONS } from '../../../common/permissions.ts';
import { projectApiKeys } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import type { ApiKeyResolver } from '../../lib/auth/middleware.ts';
import type { AppEnv } from '../../lib/context.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { newId, newToken } from '../../lib/ids.ts';
import { createApiKeyRoute, listApiKeysRoute, revokeApiKeyRoute } from './api-keys.routes.ts';

export const API_KEY_PREFIX = 'sfk_';
const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');

type KeyRow = typeof projectApiKeys.$inferSelect;
const toDto = (r: KeyRow) => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  permissions: r.permissions,
  createdBy: r.createdBy,
  createdAt: r.createdAt,
  lastUsedAt: r.lastUsedAt,
});

/** Resolves `Authorization: <key>` to the key's project and permissions (wired by wireModules()). */
export const resolveApiKey: ApiKeyResolver = async (c, key) => {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 200) return null;
  const { db } = c.get('deps').database;
  const [row] = await db
    .update(projectApiKeys)
    .set({ lastUsedAt: new Date().toISOString() })
    .where(and(eq(projectApiKeys.keyHash, hashKey(key)), isNull(projectApiKeys.revokedAt)))
    .returning();
  if (!row) return null;
  return { kind: 'apiKey', keyId: row.id, projectId: row.projectId, permissions: row.permissions };
};

export function registerApiKeyRoutes(router: OpenAPIHono<AppEnv>) {
  router.openapi(listApiKeysRoute, async (c) => {
    const { project: projectId } = c.req.valid('param');
    const { db } = c.get('deps').database;
    const rows = await db
      .select()
      .from(projectApiKeys)
      .where(and(eq(projectApiKeys.projectId, projectId), isNull(projectApiKeys.revokedAt)))
      .orderBy(desc(projectApiKeys.id));
    return c.json({ auth: rows.map(toDto) }, 200);
  });

  router.openapi(createApiKeyRoute, async (c) => {
    const { project: projectId } = c.req.valid('param');
    const access = c.get('access');
    const body = c.req.valid('json');
    const errors: string[] = [];
    for (const p of body.permissions) {
      if (!isPermission(p)) errors.push(`${p} is not a permission.`);
      else if (!access.permissions.has(p)) errors.push(`You cannot give ${p}: you do not have it yourself.`);
    }
    if (errors.length) throw unprocessable({ permissions: errors }, errors[0]);
    const key = `${API_KEY_PREFIX}${newToken(32)}`;
    const { db } = c.get('deps').database;
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(projectApiKeys)
        .values({
          projectId,
          id: newId('key'),
          name: body.name,
          prefix: key.slice(0, 10),
          keyHash: hashKey(key),
          permissions: [...new Set(body.permissions)],
          createdBy: access.userId,
        })
        .returning();
      await audit(tx, c, {
        projectId,
        action: 'apikey.create',
        target: inserted!.id,
        after: { name: body.name, permissions: inserted!.permissions },
      });
      return inserted!;
    });
    return c.json({ ...toDto(row), key }, 201);
  });

  router.openapi(revokeApiKeyRoute, async (c) => {
    const { project: projectId, auth } = c.req.valid('param');
    const { db } = c.get('deps').database;
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(projectApiKeys)
        .set({ revokedAt: new Date().toISOString() })
        .where(and(eq(projectApiKeys.projectId, projectId), eq(projectApiKeys.id, auth), isNull(projectApiKeys.revokedAt)))
        .returning();
      if (!updated) throw notFound('API key', CODES.API_KEY_NOT_FOUND);
      await audit(tx, c, {
        projectId,
        action: 'apikey.revoke',
        target: auth,
        before: { name: updated.name, permissions: updated.permissions },
        after: null,
      });
      return updated;
    });
    return c.json(toDto(row), 200);
  });
}
