/** What the platform handlers share: the request's platform (by host) and the project a record is made in. */
import type { Context } from 'hono';
import { loadProjectAccess } from '../../lib/auth/project-scope.ts';
import type { AppEnv } from '../../lib/context.ts';
import { CODES } from '../../lib/error-codes.ts';
import { notFound } from '../../lib/errors.ts';
import { hostName, isLocalHost } from './platform.hosts.ts';
import { ensureDefaultPlatform, findPlatformByHost } from './platform.repo.ts';

/** The request's platform: by host; local hosts and our own public host get the default platform. */
export async function requestPlatform(c: Context<AppEnv>) {
  const { db } = c.get('deps').database;
  const host = hostName(c.req.header('host'));
  const own = c.get('deps').config.PUBLIC_URL ? hostName(new URL(c.get('deps').config.PUBLIC_URL!).host) : null;
  const byHost = host ? await findPlatformByHost(db, host) : null;
  if (byHost) return byHost;
  if (!host || isLocalHost(host) || host === own) return ensureDefaultPlatform(db);
  const fallback = await ensureDefaultPlatform(db);
  if (fallback.domains.includes(host)) return fallback;
  throw notFound('Platform', CODES.PLATFORM_NOT_FOUND);
}

/** The project a signature or log is made in: only one the caller can see, else 404. */
export async function projectOf(c: Context<AppEnv>, projectId: string | undefined) {
  if (!projectId) return null;
  await loadProjectAccess(c, projectId);
  return projectId;
}

/** The named project if the caller is a signed-in member of it, else null (for public calls that may name one). */
export async function memberProject(c: Context<AppEnv>, projectId: string | undefined) {
  if (!projectId || c.get('principal')?.kind !== 'user') return null;
  try {
    await loadProjectAccess(c, projectId);
    return projectId;
  } catch {
    return null;
  }
}
