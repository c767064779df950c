import { CODES } from '../../../lib/error-codes.ts';
import type { RouteHandler } from '@hono/zod-openapi';
import { loadProjectAccess } from '../../../lib/auth/project-scope.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { ApiError, unauthorized } from '../../../lib/errors.ts';
import type { tokenVerifyRoute } from '../auth.routes.ts';

/**
 * For other services: the authenticate middleware has already verified the bearer token (algorithm
 * allow-list, signature, expiry, audience, type → 401 otherwise); this answers its claims and whether it may
 * act on `project` (a member, and two-factor on when the project requires it).
 */
export const tokenVerify: RouteHandler<typeof tokenVerifyRoute, AppEnv> = async (c) => {
  const p = c.get('principal');
  if (p?.kind !== 'user' || p.via !== 'bearer') throw unauthorized('A bearer access token is required.', CODES.INVALID_TOKEN);
  const { project } = c.req.valid('query');
  let projectResult = null;
  if (project) {
    try {
      const access = await loadProjectAccess(c, project);
      projectResult = { id: project, allowed: true, role: access.role, permissions: [...access.permissions].sort() };
    } catch (err) {
      if (!(err instanceof ApiError) || (err.status !== 404 && err.status !== 403)) throw err;
      projectResult = { id: project, allowed: false, role: null, permissions: [], reason: err.code };
    }
  }
  return c.json({ active: true, claims: p.claims, project: projectResult }, 200);
};
