/**
 * Cookie sessions. The cookie carries a random 256-bit token; the database stores its SHA-256 as the id.
 * Idle and absolute timeouts are checked on every use; `lastSeenAt` is refreshed at most once a minute.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Tx } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import type { AppEnv } from '../context.ts';
import { newToken } from '../ids.ts';
import { clientIp } from './client-ip.ts';
import { revokeSessions } from './revocations.ts';

export const SESSION_COOKIE = 'sf_session';
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-CSRF-TOKEN';
export const SESSION_IDLE_MS = 4 * 60 * 60 * 1000; // 4 hours without activity
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000; // 7 days at most

export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export function csrfTokenFor(secret: Buffer, sessionId: string): string {
  return createHmac('sha256', secret).update(`csrf:${sessionId}`).digest('base64url');
}

export function csrfMatches(secret: Buffer, sessionId: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(csrfTokenFor(secret, sessionId));
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function isHttps(c: Context<AppEnv>): boolean {
  const proto = c.req.header('x-forwarded-proto') ?? new URL(c.req.url).protocol.replace(':', '');
  return proto === 'https';
}

/** Create a session (rotating: any previous cookie is replaced) and set both cookies. */
export async function startSession(c: Context<AppEnv>, userId: string): Promise<string> {
  const { database } = c.get('deps');
  const previous = getCookie(c, SESSION_COOKIE);
  if (previous) await endSession(database.db, sessionIdOf(previous));
  const token = newToken();
  const id = sessionIdOf(token);
  await database.db.insert(sessions).values({
    id,
    userId,
    expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS).toISOString(),
    ip: clientIp(c),
    userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null,
  });
  const secure = isHttps(c);
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, sameSite: 'Lax', secure, path: '/', maxAge: SESSION_ABSOLUTE_MS / 1000 });
  setCsrfCookie(c, id, Date.now() + SESSION_ABSOLUTE_MS);
  return id;
}

/**
 * The CSRF cookie lives exactly as long as its session (same max-age), so a relaunched browser that kept the
 * session cookie keeps its CSRF token too. Also used to re-issue the token whenever a valid session lacks it.
 */
export function setCsrfCookie(c: Context<AppEnv>, sessionId: string, expiresAtMs: number) {
  // Rounded, not floored: at sign-in a millisecond passes between the two clocks read, and the CSRF cookie must
  // not end a second before the session's (CI once saw 604799 beside 604800).
  const maxAge = Math.max(0, Math.round((expiresAtMs - Date.now()) / 1000));
  const value = csrfTokenFor(c.get('deps').keys.appSecret, sessionId);
  setCookie(c, CSRF_COOKIE, value, { httpOnly: false, sameSite: 'Lax', secure: isHttps(c), path: '/', maxAge });
}

export function clearSessionCookies(c: Context<AppEnv>) {
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  deleteCookie(c, CSRF_COOKIE, { path: '/' });
}

/** The per-request session lookup, built once per handle and prepared once per connection (hot: every poll). */
const sessionById = new WeakMap<object, { execute(args: { id: string }): Promise<(typeof sessions.$inferSelect)[]> }>();
function sessionQuery(db: Tx) {
  let q = sessionById.get(db);
  if (!q) {
    q = db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sql.placeholder('id')))
      .prepare('session_by_id');
    sessionById.set(db, q);
  }
  return q;
}

/** Look up the session behind a cookie token; expired sessions are deleted and answer null. */
export async function resolveSession(db: Tx, token: string): Promise<{ id: string; userId: string; expiresAtMs: number } | null> {
  const id = sessionIdOf(token);
  const [row] = await sessionQuery(db).execute({ id });
  if (!row) return null;
  const now = Date.now();
  if (Date.parse(row.expiresAt) <= now || Date.parse(row.lastSeenAt) + SESSION_IDLE_MS <= now) {
    await endSession(db, id);
    return null;
  }
  if (now - Date.parse(row.lastSeenAt) > 60_000) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now).toISOString() })
      .where(eq(sessions.id, id));
  }
  return { id, userId: row.userId, expiresAtMs: Date.parse(row.expiresAt) };
}

/** End a session: the cookie stops working now, its bearer tokens within a second in every process. */
export async function endSession(db: Tx, sessionId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.id, sessionId));
    await revokeSessions(tx, [sessionId]);
  });
}

/** Kill every session of a user, optionally keeping one (password change keeps the current one). */
export async function endUserSessions(db: Tx, userId: string, keepSessionId?: string) {
  await db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId))
      .returning({ id: sessions.id });
    await revokeSessions(
      tx,
      ended.map((s) => s.id),
    );
  });
}
