import { getCookie } from 'hono/cookie';
import { currentUser, requireSession } from '../../lib/auth/middleware.ts';
import { issueCode } from '../../lib/auth/one-time-codes.ts';
import { verifyPassword } from '../../lib/auth/password.ts';
import { clearSessionCookies, endSession, resolveSession, SESSION_COOKIE, startSession } from '../../lib/auth/session.ts';
import { ApiError, unauthorized } from '../../lib/errors.ts';
import { createRouter } from '../../lib/openapi.ts';
import { findUserByEmail, findUserById, toUserDto } from './account.repo.ts';
import { getUserRoute, loginRoute, logoutRoute, tokenRoute } from './account.routes.ts';

export const AUTHORIZATION_CODE_TTL_S = 60;
const INVALID_LOGIN = 'These credentials do not match our records.';

export const accountRouter = createRouter();

accountRouter.use('/', requireSession);
accountRouter.use('/token', requireSession);

accountRouter.openapi(getUserRoute, async (c) => {
  const { db } = c.get('deps').database;
  const user = await findUserById(db, currentUser(c).userId);
  if (!user) throw unauthorized();
  return c.json(await toUserDto(db, user), 200);
});

accountRouter.openapi(loginRoute, async (c) => {
  const body = c.req.valid('json');
  const { db } = c.get('deps').database;
  const user = await findUserByEmail(db, body.email);
  const ok = await verifyPassword(user?.passwordHash, body.password);
  if (!user || !ok) {
    throw new ApiError(422, 'INVALID_CREDENTIALS', INVALID_LOGIN, { email: [INVALID_LOGIN] });
  }
  await startSession(c, user.id);
  return c.json(await toUserDto(db, user), 200);
});

accountRouter.openapi(logoutRoute, async (c) => {
  const { db } = c.get('deps').database;
  const token = getCookie(c, SESSION_COOKIE);
  if (token) {
    const session = await resolveSession(db, token);
    if (session) await endSession(db, session.id);
  }
  clearSessionCookies(c);
  return c.json({ ok: true }, 200);
});

accountRouter.openapi(tokenRoute, async (c) => {
  const p = currentUser(c);
  const { db } = c.get('deps').database;
  const token = await issueCode(db, 'authorization_code', p.userId, AUTHORIZATION_CODE_TTL_S, p.sessionId);
  return c.json({ token }, 200);
});
