import type { RouteHandler } from '@hono/zod-openapi';
import { getCookie } from 'hono/cookie';
import { currentUser } from '../../../lib/auth/middleware.ts';
import { issueCode } from '../../../lib/auth/one-time-codes.ts';
import { clearSessionCookies, endSession, resolveSession, SESSION_COOKIE } from '../../../lib/auth/session.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { unauthorized } from '../../../lib/errors.ts';
import { findUserById, toUserDto } from '../account.repo.ts';
import type { getUserRoute, logoutRoute, tokenRoute } from '../account.routes.ts';

export const AUTHORIZATION_CODE_TTL_S = 60;

export const getUser: RouteHandler<typeof getUserRoute, AppEnv> = async (c) => {
  const { db } = c.get('deps').database;
  const user = await findUserById(db, currentUser(c).userId);
  if (!user) throw unauthorized();
  return c.json(await toUserDto(db, user), 200);
};

export const logout: RouteHandler<typeof logoutRoute, AppEnv> = async (c) => {
  const { db } = c.get('deps').database;
  const token = getCookie(c, SESSION_COOKIE);
  if (token) {
    const session = await resolveSession(db, token);
    if (session) await endSession(db, session.id);
  }
  clearSessionCookies(c);
  return c.json({ ok: true }, 200);
};

export const token: RouteHandler<typeof tokenRoute, AppEnv> = async (c) => {
  const p = currentUser(c);
  const { db } = c.get('deps').database;
  const code = await issueCode(db, 'authorization_code', p.userId, AUTHORIZATION_CODE_TTL_S, p.sessionId);
  return c.json({ token: code }, 200);
};
