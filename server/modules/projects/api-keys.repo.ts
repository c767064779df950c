/** Project API keys: every query goes through the project-scoped repo, except the key lookup by hash. */
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { projectApiKeys } from '../../db/schema/index.ts';
import { newId, newToken } from '../../lib/ids.ts';
import type { PageRequest } from '../../lib/pagination.ts';
import { projectRepo } from '../../lib/project-repo.ts';

export const API_KEY_PREFIX = 'sfk_';
const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');
const apiKeys = projectRepo(projectApiKeys);

export type ApiKeyRow = typeof projectApiKeys.$inferSelect;

/** Live keys, newest first. */
export function pageApiKeys(db: Tx, projectId: string, page: PageRequest) {
  return apiKeys(db, projectId).page({
    where: isNull(projectApiKeys.revokedAt),
    orderBy: [projectApiKeys.id],
    direction: 'desc',
    cursor: (r) => [r.id],
    ...page,
  });
}

/** A new key: the row, and the secret (shown once, stored only as its hash). */
export async function insertApiKey(db: Tx, projectId: string, values: { name: string; permissions: string[]; createdBy: string | null }) {
  const key = `${API_KEY_PREFIX}${newToken(32)}`;
  const row = await apiKeys(db, projectId).insert({
    id: newId('key'),
    name: values.name,
    prefix: key.slice(0, 10),
    keyHash: hashKey(key),
    permissions: [...new Set(values.permissions)],
    createdBy: values.createdBy,
  });
  return { row, key };
}

/** Revoke a live key; null when there is none with that id in the project. */
export async function revokeApiKey(db: Tx, projectId: string, id: string) {
  const [row] = await apiKeys(db, projectId).update(and(eq(projectApiKeys.id, id), isNull(projectApiKeys.revokedAt))!, {
    revokedAt: new Date().toISOString(),
  });
  return row ?? null;
}

/** The live key behind a secret (any project: this is how a key finds its project), marked as used. */
export async function useApiKey(db: Tx, key: string) {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 200) return null;
  const [row] = await db
    .update(projectApiKeys)
    .set({ lastUsedAt: new Date().toISOString() })
    .where(and(eq(projectApiKeys.keyHash, hashKey(key)), isNull(projectApiKeys.revokedAt)))
    .returning();
  return row ?? null;
}

export const toApiKeyDto = (r: ApiKeyRow) => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  permissions: r.permissions,
  createdBy: r.createdBy,
  createdAt: r.createdAt,
  lastUsedAt: r.lastUsedAt,
});
