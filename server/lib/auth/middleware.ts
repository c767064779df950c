/**
 * authenticate: resolves the caller from `Authorization: Bearer <jwt>` (no database hit), an API key
 * (resolver registered by the projects area), or the session cookie. For cookie-authenticated unsafe
 * requests it checks the signed, session-bound CSRF token; cross-site unsafe requests are always refused.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../context.ts';
import { forbidden, unauthorized } from '../errors.ts';
import type { Keys } from '../keys.ts';
import { type AccessClaims, verifyAccessToken } from './jwt.ts';
import type { Principal, UserPrincipal } from './principal.ts';
import { CSRF_HEADER, csrfMatches, resolveSession, SESSION_COOKIE } from './session.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export type ApiKeyResolver = (c: Context<AppEnv>, key: string) => Promise<Principal | null>;
let apiKeyResolver: ApiKeyResolver | null = null;
/** The projects area registers how project API keys (`Authorization: <key>`) are resolved. */
export function registerApiKeyResolver(resolver: ApiKeyResolver) {
  apiKeyResolver = resolver;
}

/**
 * Verified access tokens, until they expire: an EdDSA verification costs ~0.1 ms of CPU, and a client sends
 * the same token for its whole 5-minute life. Keyed by the exact token string under the exact key set (so a
 * different key set, e.g. another app in the tests, verifies afresh); only successes are kept; bounded.
 */
const verifiedTokens = new WeakMap<Keys, Map<string, AccessClaims>>();
const VERIFIED_MAX = 10_000;

async function verifyBearer(keys: Keys, token: string): Promise<AccessClaims | null> {
  let cache = verifiedTokens.get(keys);
  if (!cache) verifiedTokens.set(keys, (cache = new Map()));
  const hit = cache.get(token);
  if (hit && hit.exp > Date.now() / 1000) return hit;
  if (hit) cache.delete(token);
  const claims = await verifyAccessToken(keys, token);
  if (claims) {
    if (cache.size >= VERIFIED_MAX) cache.delete(cache.keys().next().value as string);
    cache.set(token, claims);
  }
  return claims;
}

export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const unsafe = !SAFE.has(c.req.method);
  if (unsafe && c.req.header('sec-fetch-site') === 'cross-site') {
    throw forbidden('Cross-site requests are not allowed.', 'CSRF_CROSS_SITE');
  }
  const { keys, database } = c.get('deps');
  let principal: Principal | null = null;
  const authz = c.req.header('authorization');
  if (authz) {
    const bearer = /^Bearer\s+(.+)$/i.exec(authz)?.[1]?.trim();
    const raw = bearer ?? authz.trim();
    if (bearer && bearer.split('.').length === 3) {
      const claims = await verifyBearer(keys, bearer);
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
