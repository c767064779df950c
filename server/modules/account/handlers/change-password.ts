import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { currentUser } from '../../../lib/auth/middleware.ts';
import { hashPassword, verifyPassword } from '../../../lib/auth/password.ts';
import { endUserSessions, startSession } from '../../../lib/auth/session.ts';
import { assertNotThrottled, clearFailures, recordFailure } from '../../../lib/auth/throttle.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { fieldError, unauthorized } from '../../../lib/errors.ts';
import { findUserById, markPasswordConfirmed, updateUserRow } from '../account.repo.ts';
import type { changePasswordRoute, confirmPasswordRoute } from '../account.routes.ts';
import { assertNewPassword, sendInBackground } from '../account.service.ts';
import { passwordChangedMail } from '../mails.ts';

export const WRONG_PASSWORD = 'The provided password is incorrect.';
export const PASSWORD_CHANGED = 'Your password has been changed. Other devices have been signed out.';

/** Check the signed-in user's password, with the same throttling as sign-in (per account). */
async function checkOwnPassword(c: Context<AppEnv>, password: string, field: string) {
  const { db } = c.get('deps').database;
  const user = await findUserById(db, currentUser(c).userId);
  if (!user) throw unauthorized();
  const keys = [`login:account:${user.email.toLowerCase()}`];
  await assertNotThrottled(c, keys);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await recordFailure(db, keys);
    throw fieldError(field, WRONG_PASSWORD);
  }
  await clearFailures(db, keys[0]!);
  return user;
}

/** New password → every session of the user ends, and this browser gets a new one (rotation). */
export const changePassword: RouteHandler<typeof changePasswordRoute, AppEnv> = async (c) => {
  const body = c.req.valid('json');
  const { db } = c.get('deps').database;
  const user = await checkOwnPassword(c, body.current_password, 'current_password');
  assertNewPassword(body.password, body.password_confirmation, user.email);
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await updateUserRow(tx, user.id, { passwordHash });
    await endUserSessions(tx, user.id);
  });
  await startSession(c, user.id);
  sendInBackground(c, passwordChangedMail(user.email));
  return c.json({ ok: true, message: PASSWORD_CHANGED }, 200);
};

export const confirmPassword: RouteHandler<typeof confirmPasswordRoute, AppEnv> = async (c) => {
  const body = c.req.valid('json');
  const { db } = c.get('deps').database;
  await checkOwnPassword(c, body.password, 'password');
  const confirmedAt = new Date().toISOString();
  await markPasswordConfirmed(db, currentUser(c).sessionId!, confirmedAt);
  return c.json({ ok: true, confirmedAt }, 200);
};
