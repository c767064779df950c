import type { RouteHandler } from '@hono/zod-openapi';
import { clientIp } from '../../../lib/auth/client-ip.ts';
import { issueCode, peekCode, redeemCode, revokeCodes } from '../../../lib/auth/one-time-codes.ts';
import { hashPassword } from '../../../lib/auth/password.ts';
import { endUserSessions, startSession } from '../../../lib/auth/session.ts';
import { assertNotThrottled, REQUESTS_PER_ADDRESS, recentCount, recordFailure } from '../../../lib/auth/throttle.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { fieldError } from '../../../lib/errors.ts';
import { findUserByEmail, findUserById, toUserDto, updateUserRow, verifiedNow } from '../account.repo.ts';
import type { setPasswordRoute, setPasswordTokenRoute } from '../account.routes.ts';
import { appUrl, assertNewPassword, sendInBackground } from '../account.service.ts';
import { SET_PASSWORD_TTL_S, setPasswordMail } from '../mails.ts';
import { EMAIL_MISMATCH, RESET_MAILS_PER_WINDOW } from './password-reset.ts';
import { LINK_INVALID } from './verification.ts';

export const SET_PASSWORD_SENT = 'If an account exists for that email address, we sent a link to finish setting it up.';

/** Mail a set-password link (accounts created for someone else, e.g. by an invite). Same answer for any address. */
export const setPasswordToken: RouteHandler<typeof setPasswordTokenRoute, AppEnv> = async (c) => {
  const body = c.req.valid('json');
  const { db } = c.get('deps').database;
  const ipKey = [`set-password:ip:${clientIp(c)}`];
  await assertNotThrottled(c, ipKey, REQUESTS_PER_ADDRESS);
  await recordFailure(db, ipKey);
  const accountKey = `set-password:account:${body.email.toLowerCase()}`;
  const [user, sentRecently] = await Promise.all([findUserByEmail(db, body.email), recentCount(db, accountKey)]);
  // The same statements run whether or not the account exists, so the answer takes as long either way.
  const send = !!user && sentRecently < RESET_MAILS_PER_WINDOW;
  const code = await db.transaction(async (tx) => {
    await recordFailure(tx, [accountKey]);
    await revokeCodes(tx, 'set_password', user && send ? user.id : 'usr_none');
    if (user && send) return issueCode(tx, 'set_password', user.id, SET_PASSWORD_TTL_S);
    await peekCode(tx, 'set_password', 'no-such-code');
    return null;
  });
  if (user && code) {
    sendInBackground(c, setPasswordMail(user.email, appUrl(c, '/account/set-password', { token: code, email: user.email })));
  }
  return c.json({ ok: true, message: SET_PASSWORD_SENT }, 200);
};

/** Finish an account: password, profile and the signed EULA in one step; then signed in (a fresh session). */
export const setPassword: RouteHandler<typeof setPasswordRoute, AppEnv> = async (c) => {
  const body = c.req.valid('json');
  const { db } = c.get('deps').database;
  const found = await peekCode(db, 'set_password', body.token);
  const user = found ? await findUserById(db, found.userId) : null;
  if (!user) throw fieldError('token', LINK_INVALID);
  if (user.email.toLowerCase() !== body.email.toLowerCase()) throw fieldError('email', EMAIL_MISMATCH);
  assertNewPassword(body.password, body.password_confirmation, user.email);
  const passwordHash = await hashPassword(body.password);
  const updated = await db.transaction(async (tx) => {
    const redeemed = await redeemCode(tx, 'set_password', body.token);
    if (!redeemed || redeemed.userId !== user.id) throw fieldError('token', LINK_INVALID);
    const row = await updateUserRow(tx, user.id, {
      passwordHash,
      firstName: body.firstName,
      lastName: body.lastName,
      ...(body.username !== undefined ? { username: body.username } : {}),
      ...(body.avatar !== undefined ? { avatar: body.avatar } : {}),
      signedEulaAt: new Date().toISOString(),
      emailVerifiedAt: verifiedNow(),
    });
    await endUserSessions(tx, user.id);
    return row!;
  });
  await startSession(c, user.id);
  return c.json(await toUserDto(db, updated), 200);
};
