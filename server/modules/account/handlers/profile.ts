import type { RouteHandler } from '@hono/zod-openapi';
import { currentUser } from '../../../lib/auth/middleware.ts';
import { issueCode, revokeCodes } from '../../../lib/auth/one-time-codes.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { fieldError, unauthorized } from '../../../lib/errors.ts';
import { findUserByEmail, findUserById, isUniqueViolation, toUserDto, updateUserRow } from '../account.repo.ts';
import type { updateUserRoute } from '../account.routes.ts';
import { appUrl, sendInBackground } from '../account.service.ts';
import { emailChangedMail, VERIFY_EMAIL_TTL_S, verificationMail } from '../mails.ts';

export const EMAIL_TAKEN = 'This email address is already taken.';

/** PATCH the profile. A changed email address is unverified until the link mailed to it is followed. */
export const updateUser: RouteHandler<typeof updateUserRoute, AppEnv> = async (c) => {
  const body = c.req.valid('json');
  const { db } = c.get('deps').database;
  const userId = currentUser(c).userId;
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  const emailChanged = body.email !== undefined && body.email.toLowerCase() !== user.email.toLowerCase();
  if (emailChanged) {
    const other = await findUserByEmail(db, body.email!);
    if (other && other.id !== userId) throw fieldError('email', EMAIL_TAKEN);
  }
  const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v === '' ? null : v);
  let code: string | null = null;
  let updated: typeof user;
  try {
    updated = await db.transaction(async (tx) => {
      const row = await updateUserRow(tx, userId, {
        username: blankToNull(body.username),
        firstName: blankToNull(body.firstName),
        lastName: blankToNull(body.lastName),
        avatar: blankToNull(body.avatar),
        ...(body.email !== undefined ? { email: body.email } : {}),
        ...(emailChanged ? { emailVerifiedAt: null } : {}),
      });
      if (emailChanged) {
        await revokeCodes(tx, 'verify_email', userId);
        code = await issueCode(tx, 'verify_email', userId, VERIFY_EMAIL_TTL_S);
      }
      return row!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError('email', EMAIL_TAKEN);
    throw err;
  }
  if (code) {
    sendInBackground(c, verificationMail(updated.email, appUrl(c, '/account/login', { verify: code, email: updated.email })));
    sendInBackground(c, emailChangedMail(user.email, updated.email));
  }
  return c.json(await toUserDto(db, updated), 200);
};
