import { CODES } from '../../lib/error-codes.ts';
import type { Context } from 'hono';
import { currentUser } from '../../lib/auth/middleware.ts';
import { loadProjectAccess } from '../../lib/auth/project-scope.ts';
import type { AppEnv } from '../../lib/context.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { createRouter } from '../../lib/openapi.ts';
import { hostName, isLocalHost } from './platform.hosts.ts';
import {
  activeTerms,
  ensureDefaultPlatform,
  findPlatformByHost,
  getTerms,
  logSearch,
  signTerms,
  toPlatformDto,
  toTermsDto,
} from './platform.repo.ts';
import { getActiveTermsRoute, getPlatformRoute, searchLogRoute, signTermsRoute } from './platform.routes.ts';

export const platformRouter = createRouter();

/** The request's platform: by host; local hosts and our own public host get the default platform. */
async function requestPlatform(c: Context<AppEnv>) {
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
async function projectOf(c: Context<AppEnv>, projectId: string | undefined) {
  if (!projectId) return null;
  await loadProjectAccess(c, projectId);
  return projectId;
}

platformRouter.openapi(getPlatformRoute, async (c) => c.json(toPlatformDto(await requestPlatform(c)), 200));

platformRouter.openapi(getActiveTermsRoute, async (c) => {
  const platform = await requestPlatform(c);
  const terms = await activeTerms(c.get('deps').database.db, platform.id);
  if (!terms) throw notFound('Terms', CODES.TERMS_NOT_FOUND);
  return c.json(toTermsDto(terms), 200);
});

platformRouter.openapi(signTermsRoute, async (c) => {
  const { termsId } = c.req.valid('json');
  const { project } = c.req.valid('query');
  const { userId } = currentUser(c);
  const platform = await requestPlatform(c);
  const projectId = await projectOf(c, project);
  const { db } = c.get('deps').database;
  const terms = await getTerms(db, platform.id, termsId);
  if (!terms) throw fieldError('termsId', 'These terms do not exist on this platform.');
  return c.json(await signTerms(db, { userId, platformId: platform.id, projectId, terms }), 200);
});

platformRouter.openapi(searchLogRoute, async (c) => {
  const body = c.req.valid('json');
  const { project } = c.req.valid('query');
  const { userId } = currentUser(c);
  const platform = await requestPlatform(c);
  const projectId = await projectOf(c, project);
  const id = await logSearch(c.get('deps').database.db, { ...body, platformId: platform.id, userId, projectId });
  return c.json({ id }, 201);
});
