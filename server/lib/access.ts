/**
 * Access on the route: every contract declares who may call it, and the router enforces it before the
 * handler (and before input validation) runs.
 *
 *   access: access.project(PERMISSIONS.projectsUsersList)  // member of the route's project holding the permission
 *   access: access.user()                                  // any signed-in user (bearer or session)
 *   access: access.user({ session: true })                 // the account calls: a browser session must come along
 *   access: access.platformAdmin()                         // users.is_admin only
 *   access: access.public()                                // anyone; bad credentials are ignored
 *
 * Answers: anonymous (or bad credentials) → 401; not a member of the project → 404 PROJECT_NOT_FOUND; a member
 * without the permission → 403 PERMISSION_DENIED naming it; not an admin → 403 ADMIN_REQUIRED.
 * The project comes from the path `{project}`, else the query `project`, else the JSON body's `project`.
 * Handlers read what was loaded with `c.get('access')` (project routes) or `currentUser(c)`.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { CODES } from './error-codes.ts';
import { fieldError, forbidden, unauthorized } from './errors.ts';
import { isPlatformAdmin } from './auth/platform-admin.ts';
import { assertPermission, loadProjectAccess } from './auth/project-scope.ts';

export interface ProjectRule {
  scope: 'project';
  /** The permission the route needs (null: membership is enough; the handler decides the rest). */
  permission: string | null;
  /** Without a project in the request, any signed-in user may call (the answer is then not project-specific). */
  optional?: boolean;
  /** The permission is not needed when this request field (path, query or body) names the caller. */
  selfParam?: string;
  /** With `selfParam`: a member blocked by the project's two-factor rule may still ask about themselves. */
  selfWithoutTwoFactor?: boolean;
}
export interface UserRule {
  scope: 'user';
  /** Also a browser session (cookie) must come with the request. */
  session?: boolean;
  /** Project API keys may call too. */
  apiKeys?: boolean;
}
export type AccessRule = ProjectRule | UserRule | { scope: 'platformAdmin' } | { scope: 'public' };
export type Scope = AccessRule['scope'];

export const access = {
  project: (permission: string | null, opts: Omit<ProjectRule, 'scope' | 'permission'> = {}): ProjectRule => ({
    scope: 'project',
    permission,
    ...opts,
  }),
  user: (opts: Omit<UserRule, 'scope'> = {}): UserRule => ({ scope: 'user', ...opts }),
  platformAdmin: (): AccessRule => ({ scope: 'platformAdmin' }),
  public: (): AccessRule => ({ scope: 'public' }),
};

/** What `/openapi.json` says about an operation's access (`x-access`). */
export function describeAccess(rule: AccessRule) {
  return rule.scope === 'project'
    ? {
        scope: rule.scope,
        permission: rule.permission,
        ...(rule.optional ? { optional: true } : {}),
        ...(rule.selfParam ? { self: rule.selfParam } : {}),
      }
    : rule.scope === 'user'
      ? { scope: rule.scope, ...(rule.session ? { session: true } : {}), ...(rule.apiKeys ? { apiKeys: true } : {}) }
      : { scope: rule.scope };
}

async function jsonField(c: Context<AppEnv>, name: string): Promise<unknown> {
  if (!(c.req.header('content-type') ?? '').includes('json')) return undefined;
  const body = await c.req.json(); // cached: the validator reads the same parsed body
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>)[name] : undefined;
}

/** A request field by name: path parameter, then query, then JSON body. */
async function requestField(c: Context<AppEnv>, name: string): Promise<unknown> {
  return c.req.param(name) ?? c.req.query(name) ?? (await jsonField(c, name));
}

function requirePrincipal(c: Context<AppEnv>) {
  const err = c.get('authError');
  if (err) throw err;
  const p = c.get('principal');
  if (!p) throw unauthorized();
  return p;
}

export function enforceAccess(rule: AccessRule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (rule.scope === 'public') return next();
    const p = requirePrincipal(c);
    if (rule.scope === 'user') {
      if (p.kind !== 'user' && !rule.apiKeys) throw unauthorized('This call needs a signed-in user.');
      if (rule.session) {
        const s = await c.get('session')();
        if (!s) throw unauthorized('This call needs a signed-in browser session.', CODES.SESSION_REQUIRED);
        if (!s.csrfOk) throw forbidden('The CSRF token is missing or invalid.', CODES.CSRF_TOKEN_MISMATCH);
        c.set('principal', { kind: 'user', userId: s.userId, via: 'session', sessionId: s.id });
      }
      return next();
    }
    if (rule.scope === 'platformAdmin') {
      if (p.kind !== 'user') throw unauthorized('This call needs a signed-in user.');
      if (!(await isPlatformAdmin(c.get('deps').database.db, p.userId)))
        throw forbidden('This call is for platform administrators.', CODES.ADMIN_REQUIRED);
      return next();
    }
    const projectId = await requestField(c, 'project');
    if (projectId === undefined || projectId === '') {
      if (rule.optional) return next();
      throw fieldError('project', 'Choose a project.');
    }
    if (typeof projectId !== 'string' || projectId.length > 64) throw fieldError('project', 'The project is invalid.');
    const self = !!rule.selfParam && p.kind === 'user' && (await requestField(c, rule.selfParam)) === p.userId;
    const loaded = await loadProjectAccess(c, projectId, { allowTwoFactorBlocked: self && rule.selfWithoutTwoFactor });
    if (rule.permission && !self) assertPermission(loaded, rule.permission);
    c.set('access', loaded);
    return next();
  };
}
