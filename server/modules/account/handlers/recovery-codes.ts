/**
 * Two-factor recovery codes (shown once, single use, stored hashed, regenerable) and turning two-factor off with
 * the password plus a code from the app or a recovery code. See docs/decisions/two-factor-recovery.md.
 */
import type { RouteHandler } from '@hono/zod-openapi';
import { CODES } from '../../../lib/error-codes.ts';
import { currentUser } from '../../../lib/auth/middleware.ts';
import { verifyPassword } from '../../../lib/auth/password.ts';
import { assertNotThrottled, clearFailures, recordFailure } from '../../../lib/auth/throttle.ts';
import { newRecoveryCodes } from '../../../lib/auth/totp.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { ApiError, unauthorized } from '../../../lib/errors.ts';
import { findUserById, recoveryCodeStatus, replaceRecoveryCodes, toUserDto, updateUserRow } from '../account.repo.ts';
import type { recoveryCodesStatusRoute, regenerateRecoveryCodesRoute, twoFactorDisableRoute } from '../account.routes.ts';
import { sendInBackground } from '../account.service.ts';
import { twoFactorDisabledMail } from '../mails.ts';
import { WRONG_PASSWORD } from './change-password.ts';
import { acceptSecondFactor, OTP_INVALID } from './login.ts';
import { assertRecentlyConfirmed } from './two-factor.ts';

export const NOT_ENABLED = 'Two-factor authentication is not on.';
const notEnabled = () => new ApiError(409, CODES.TWO_FACTOR_NOT_ENABLED, NOT_ENABLED, { default: [NOT_ENABLED] });

export const recoveryCodesStatus: RouteHandler<typeof recoveryCodesStatusRoute, AppEnv> = async (c) => {
  const { db } = c.get('deps').database;
  return c.json(await recoveryCodeStatus(db, currentUser(c).userId), 200);
};

export const regenerateRecoveryCodes: RouteHandler<typeof regenerateRecoveryCodesRoute, AppEnv> = async (c) => {
  const { db } = c.get('deps').database;
  const user = await findUserById(db, currentUser(c).userId);
  if (!user) throw unauthorized();
  if (!user.totpEnabledAt) throw notEnabled();
  await assertRecentlyConfirmed(db, currentUser(c).sessionId);
  const codes = newRecoveryCodes();
  await db.transaction((tx) => replaceRecoveryCodes(tx, user.id, codes));
  return c.json({ recoveryCodes: codes }, 200);
};

export const twoFactorDisable: RouteHandler<typeof twoFactorDisableRoute, AppEnv> = async (c) => {
  const body = c.req.valid('json');
  const { db } = c.get('deps').database;
  const user = await findUserById(db, currentUser(c).userId);
  if (!user) throw unauthorized();
  if (!user.totpEnabledAt) throw notEnabled();
  const keys = [`login:account:${user.email.toLowerCase()}`];
  await assertNotThrottled(c, keys);
  if (!(await verifyPassword(user.passwordHash, body.password))) {
    await recordFailure(db, keys);
    throw new ApiError(422, CODES.INVALID_PASSWORD, WRONG_PASSWORD, { password: [WRONG_PASSWORD] });
  }
  if (!(await acceptSecondFactor(c, user, body.one_time_password))) {
    await recordFailure(db, keys);
    throw new ApiError(422, CODES.INVALID_ONE_TIME_PASSWORD, OTP_INVALID, { one_time_password: [OTP_INVALID] });
  }
  await clearFailures(db, keys[0]!);
  const row = await db.transaction(async (tx) => {
    const updated = await updateUserRow(tx, user.id, {
      totpSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      totpPendingSecret: null,
    });
    await replaceRecoveryCodes(tx, user.id, []);
    return updated!;
  });
  sendInBackground(c, twoFactorDisabledMail(user.email));
  return c.json(await toUserDto(db, row), 200);
};
