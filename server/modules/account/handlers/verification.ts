import type { RouteHandler } from '@hono/zod-openapi';
import { currentUser } from '../../../lib/auth/middleware.ts';
import { issueCode, redeemCode, revokeCodes } from '../../../lib/auth/one-time-codes.ts';
import { assertNotThrottled, recordFailure } from '../../../lib/auth/throttle.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { fieldError, unauthorized } from '../../../lib/errors.ts';
import { findUserById, updateUserRow } from '../account.repo.ts';
import type { sendVerificationRoute, verifyEmailRoute } from '../account.routes.ts';
import { appUrl } from '../account.service.ts';
import { VERIFY_EMAIL_TTL_S, verificationMail } from '../mails.ts';

export const LINK_INVALID = 'This link is invalid or has expired.';
export const EMAIL_VERIFIED = 'Your email address is verified.';

export const sendVerificationEmail: RouteHandler<typeof sendVerificationRoute, AppEnv> = async (c) => {
  const { database, mailer } = c.get('deps');
  const db = database.db;
  const user = await findUserById(db, currentUser(c).userId);
  if (!user) throw unauthorized();
  if (user.emailVerifiedAt) return c.json({ ok: true, message: 'Your email address is already verified.' }, 200);
  const key = [`verify-mail:user:${user.id}`];
  await assertNotThrottled(c, key);
  await recordFailure(db, key);
  const code = await db.transaction(async (tx) => {
    await revokeCodes(tx, 'verify_email', user.id);
    return issueCode(tx, 'verify_email', user.id, VERIFY_EMAIL_TTL_S);
  });
  await mailer.send(verificationMail(user.email, appUrl(c, '/account/login', { verify: code, email: user.email })));
  return c.json({ ok: true, message: `We sent a verification link to ${user.email}.` }, 200);
};

export const verifyEmail: RouteHandler<typeof verifyEmailRoute, AppEnv> = async (c) => {
  const { code } = c.req.valid('json');
  const { db } = c.get('deps').database;
  const redeemed = await redeemCode(db, 'verify_email', code);
  if (!redeemed) throw fieldError('code', LINK_INVALID);
  await updateUserRow(db, redeemed.userId, { emailVerifiedAt: new Date().toISOString() });
  return c.json({ ok: true, message: EMAIL_VERIFIED }, 200);
};
