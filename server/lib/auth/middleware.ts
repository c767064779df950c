/**
 * authenticate: resolves the caller from `Authorization: Bearer <jwt>` (no database hit), an API key
 * (resolver wired by the projects area), and the session cookie — all three may come together, as the spec's
 * client sends them (000 §6: bearer + X-CSRF-TOKEN + cookies). Refused here: cross-site unsafe requests, and
 * unsafe cookie-only requests without the session's CSRF token. Any other bad credential is recorded as `authError`, and the route's access check (server/lib/access.ts)
 * throws it, so public routes ignore a stale `Authorization` header.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../context.ts';
import { CODES } from '../error-codes.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { requireHook } from '../hooks.ts';
import type { Keys } from '../keys.ts';
import { type AccessClaims, verifyAccessToken } from './jwt.ts';
import { revocationsFor } from './revocations.ts';
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
export const apiKeyResolver = requireHook<ApiKeyResolver>('apiKeyResolver');

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
    throw forbidden('Cross-site requests are not allowed.', CODES.CSRF_CROSS_SITE);
  }
  const { keys, database } = c.get('deps');
  if (unsafe && SESSION_STARTING.has(c.req.path)) {
    if (!sameOrigin(c)) throw forbidden('Cross-origin sign-in is not allowed.', CODES.CSRF_CROSS_SITE);
    c.set('principal', null);
    c.set('session', async () => null);
    return next();
  }
  let principal: Principal | null = null;
  let authError = null;

  const token = getCookie(c, SESSION_COOKIE);
  let loaded: ReturnType<AppEnv['Variables']['session']> | undefined;
  const loadSession = () =>
    (loaded ??= (async () => {
      const found = token ? await resolveSession(database.db, token) : null;
      if (!found) return null;
      return { ...found, csrfOk: !unsafe || csrfMatches(keys.appSecret, found.id, c.req.header(CSRF_HEADER)) };
    })());

  const authz = c.req.header('authorization');
  if (authz) {
    const bearer = /^Bearer\s+(.+)$/i.exec(authz)?.[1]?.trim();
    const raw = bearer ?? authz.trim();
    if (bearer && bearer.split('.').length === 3) {
      // Verified once per token (cached until it expires); revocation is checked on every request.
      const claims = await verifyBearer(keys, bearer);
      if (claims?.sid) {
        const revocations = revocationsFor(database);
        await revocations.ready;
        if (revocations.isRevoked(claims.sid)) authError = unauthorized('The session of this access token has ended.', CODES.TOKEN_REVOKED);
        else principal = { kind: 'user', userId: claims.sub, via: 'bearer', sessionId: claims.sid, claims: { ...claims } };
      } else if (claims) principal = { kind: 'user', userId: claims.sub, via: 'bearer', sessionId: claims.sid, claims: { ...claims } };
      else authError = unauthorized('The access token is invalid or expired.', CODES.INVALID_TOKEN);
    } else {
      principal = await apiKeyResolver.get()(c, raw);
      if (!principal) authError = unauthorized('The API key is invalid or revoked.', CODES.INVALID_API_KEY);
    }
    // A cookie session only counts beside a bearer of the same user (read only if the route asks for it).
    const userId = principal?.kind === 'user' ? principal.userId : null;
    c.set('session', async () => {
      const s = userId ? await loadSession() : null;
      return s && s.userId === userId ? s : null;
    });
  } else {
    const session = await loadSession();
    if (session) {
      // Re-issue the CSRF cookie whenever a valid session lacks it (or carries another session's token).
      if (!csrfMatches(keys.appSecret, session.id, getCookie(c, CSRF_COOKIE))) setCsrfCookie(c, session.id, session.expiresAtMs);
      // A cookie alone is what a forged cross-site form carries: without the CSRF header, nothing runs (public too).
      if (!session.csrfOk) throw forbidden('The CSRF token is missing or invalid.', CODES.CSRF_TOKEN_MISMATCH);
      principal = { kind: 'user', userId: session.userId, via: 'session', sessionId: session.id };
    }
    c.set('session', async () => session);
  }
  c.set('principal', principal);
  c.set('authError', authError);
  await next();
};

/** The signed-in user of a `user()`/`project()` route (the access check has already refused anyone else). */
export function currentUser(c: Context<AppEnv>): UserPrincipal {
  const p = c.get('principal');
  if (p?.kind !== 'user') throw unauthorized();
  return p;
}
