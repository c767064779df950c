/**
 * authenticate: resolves the caller from `Authorization: Bearer <jwt>` (no database hit), an API key
 * (resolver registered by the projects area), or the session cookie. For cookie-authenticated unsafe
 * requests it checks the signed, session-bound CSRF token; cross-site unsafe requests are always refused.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../context.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { verifyAccessToken } from './jwt.ts';
import type { Principal, UserPrincipal } from './principal.ts';
import { CSRF_COOKIE, CSRF_HEADER, csrfMatches, resolveSession, SESSION_COOKIE, setCsrfCookie } from './session.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Anonymous account calls that start or recover a session. They must work whatever session (or stale CSRF
 * cookie) the browser still carries, so the session-bound CSRF check does not apply; login CSRF is refused by
 * origin instead (Sec-Fetch-Site same-origin/none, or a matching Origin header): see docs/decisions/csrf-lifetime.md.
 */
export const SESSION_STARTING: ReadonlySet<string> = new Set(
  ['login', 'create', 'forgot-password', 'reset-password'].map((p) => `/omnis/v3/dashboard/user/${p}`),
);

function sameOrigin(c: Context<AppEnv>): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const origin = c.req.header('origin');
  return !origin || origin === new URL(c.req.url).origin;
}

export type ApiKeyResolver = (c: Context<AppEnv>, key: string) => Promise<Principal | null>;
let apiKeyResolver: ApiKeyResolver | null = null;
/** The projects area registers how project API keys (`Authorization: <key>`) are resolved. */
export function registerApiKeyResolver(resolver: ApiKeyResolver) {
  apiKeyResolver = resolver;
}

export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const unsafe = !SAFE.has(c.req.method);
  if (unsafe && c.req.header('sec-fetch-site') === 'cross-site') {
    throw forbidden('Cross-site requests are not allowed.', 'CSRF_CROSS_SITE');
  }
  const { keys, database } = c.get('deps');
  if (unsafe && SESSION_STARTING.has(c.req.path)) {
    if (!sameOrigin(c)) throw forbidden('Cross-origin sign-in is not allowed.', 'CSRF_CROSS_SITE');
    c.set('principal', null);
    return next();
  }
  let principal: Principal | null = null;
  const authz = c.req.header('authorization');
  if (authz) {
    const bearer = /^Bearer\s+(.+)$/i.exec(authz)?.[1]?.trim();
    const raw = bearer ?? authz.trim();
    if (bearer && bearer.split('.').length === 3) {
      const claims = await verifyAccessToken(keys, bearer);
      if (!claims) throw unauthorized('The access token is invalid or expired.', 'INVALID_TOKEN');
      principal = { kind: 'user', userId: claims.sub, via: 'bearer', sessionId: claims.sid, claims: { ...claims } };
    } else if (apiKeyResolver) {
      principal = await apiKeyResolver(c, raw);
      if (!principal) throw unauthorized('The API key is invalid or revoked.', 'INVALID_API_KEY');
    } else {
      throw unauthorized('The access token is invalid or expired.', 'INVALID_TOKEN');
    }
  } else {
    const token = getCookie(c, SESSION_COOKIE);
    if (token) {
      const session = await resolveSession(database.db, token);
      if (session) {
        principal = { kind: 'user', userId: session.userId, via: 'session', sessionId: session.id };
        // Re-issue the CSRF cookie whenever a valid session lacks it (or carries another session's token).
        if (!csrfMatches(keys.appSecret, session.id, getCookie(c, CSRF_COOKIE))) {
          setCsrfCookie(c, session.id, session.expiresAtMs);
        }
        if (unsafe && !csrfMatches(keys.appSecret, session.id, c.req.header(CSRF_HEADER))) {
          throw forbidden('The CSRF token is missing or invalid.', 'CSRF_TOKEN_MISMATCH');
        }
      }
    }
  }
  c.set('principal', principal);
  await next();
};

export function currentUser(c: Context<AppEnv>): UserPrincipal {
  const p = c.get('principal');
  if (p?.kind !== 'user') throw unauthorized();
  return p;
}

/** Only a signed-in user (not an API key). */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  currentUser(c);
  await next();
};

/** Only a cookie session (the account calls). */
export const requireSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const p = currentUser(c);
  if (p.via !== 'session') throw unauthorized('This call needs a signed-in browser session.', 'SESSION_REQUIRED');
  await next();
};
