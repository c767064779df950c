import { CODES } from '../../../lib/error-codes.ts';
import type { RouteHandler } from '@hono/zod-openapi';
import { clientIp } from '../../../lib/auth/client-ip.ts';
import { issueCode, peekCode, redeemCode, revokeCodes } from '../../../lib/auth/one-time-codes.ts';
import { hashPassword } from '../../../lib/auth/password.ts';
import { checkRecaptcha } from '../../../lib/auth/recaptcha.ts';
import { endUserSessions } from '../../../lib/auth/session.ts';
import { assertNotThrottled, REQUESTS_PER_ADDRESS, clearFailures, recentCount, recordFailure } from '../../../lib/auth/throttle.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { ApiError, fieldError } from '../../../lib/errors.ts';
import { findUserByEmail, findUserById, updateUserRow, verifiedNow } from '../account.repo.ts';
import type { checkResetTokenRoute, forgotPasswordRoute, resetPasswordRoute } from '../account.routes.ts';
import { appUrl, assertNewPassword, sendInBackground } from '../account.service.ts';
import { passwordResetDoneMail, RESET_PASSWORD_TTL_S, resetPasswordMail } from '../mails.ts';
import { LINK_INVALID } from './verification.ts';

export const FORGOT_SENT = 'If an account exists for that email address, we sent a link to reset its password.';
export const PASSWORD_RESET = 'Your password has been reset. You can now sign in.';
export const EMAIL_MISMATCH = 'This email address does not match the link.';
/** At most this many reset mails per account per 15 minutes (further requests get the same answer, no mail). */
export const RESET_MAILS_PER_WINDOW = 3;

/**
 * Same answer and the same work for any address: the mail goes out in the background, so timing does not
 * reveal whether the account exists. Requests count per address (10 / 15 min, then a slowdown).
 */
export const forgotPassword: RouteHandler<typeof forgotPasswordRoute, AppEnv> = async (c) => {
  const body = c.req.valid('json');
  const { db } = c.get('deps').database;
  await checkRecaptcha(c, body['g-recaptcha-response']);
  const ipKey = [`forgot:ip:${clientIp(c)}`];
  await assertNotThrottled(c, ipKey, REQUESTS_PER_ADDRESS);
  await recordFailure(db, ipKey);
  const accountKey = `forgot:account:${body.email.toLowerCase()}`;
  const [user, sentRecently] = await Promise.all([findUserByEmail(db, body.email), recentCount(db, accountKey)]);
  // The same statements run whether or not the account exists, so the answer takes as long either way.
  const send = !!user && sentRecently < RESET_MAILS_PER_WINDOW;
  const code = await db.transaction(async (tx) => {
    await recordFailure(tx, [accountKey]);
    await revokeCodes(tx, 'reset_password', user && send ? user.id : 'usr_none');
    if (user && send) return issueCode(tx, 'reset_password', user.id, RESET_PASSWORD_TTL_S);
    await peekCode(tx, 'reset_password', 'no-such-code');
    return null;
  });
  if (user && code) {
    sendInBackground(c, resetPasswordMail(user.email, appUrl(c, '/account/reset-password', { token: code, email: user.email })));
  }
  return c.json({ ok: true, message: FORGOT_SENT }, 200);
};

export const checkResetToken: RouteHandler<typeof checkResetTokenRoute, AppEnv> = async (c) => {
  const { resetPasswordToken } = c.req.valid('param');
  const { db } = c.get('deps').database;
  const found = await peekCode(db, 'reset_password', resetPasswordToken);
  const user = found ? await findUserById(db, found.userId) : null;
  if (!user) throw new ApiError(404, CODES.RESET_LINK_INVALID, LINK_INVALID);
  return c.json({ email: user.email }, 200);
};

/** A reset ends every session of the account and proves the inbox, so the address counts as verified. */
export const resetPassword: RouteHandler<typeof resetPasswordRoute, AppEnv> = async (c) => {
  const body = c.req.valid('json');
  const { db } = c.get('deps').database;
  const found = await peekCode(db, 'reset_password', body.token);
  const user = found ? await findUserById(db, found.userId) : null;
  if (!user) throw fieldError('token', LINK_INVALID);
  if (user.email.toLowerCase() !== body.email.toLowerCase()) throw fieldError('email', EMAIL_MISMATCH);
  assertNewPassword(body.password, body.password_confirmation, user.email);
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    const redeemed = await redeemCode(tx, 'reset_password', body.token);
    if (!redeemed || redeemed.userId !== user.id) throw fieldError('token', LINK_INVALID);
    await updateUserRow(tx, user.id, { passwordHash, emailVerifiedAt: verifiedNow() });
    await endUserSessions(tx, user.id);
    await clearFailures(tx, `login:account:${user.email.toLowerCase()}`);
  });
  sendInBackground(c, passwordResetDoneMail(user.email));
  return c.json({ ok: true, message: PASSWORD_RESET }, 200);
};
