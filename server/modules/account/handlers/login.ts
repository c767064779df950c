import { CODES } from '../../../lib/error-codes.ts';
import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { verifyPassword } from '../../../lib/auth/password.ts';
import { checkRecaptcha } from '../../../lib/auth/recaptcha.ts';
import { startSession } from '../../../lib/auth/session.ts';
import { assertNotThrottled, clearFailures, recordFailure } from '../../../lib/auth/throttle.ts';
import { looksLikeRecoveryCode, openTotpSecret, totpKeyOf, verifyTotp } from '../../../lib/auth/totp.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { ApiError } from '../../../lib/errors.ts';
import { claimTotpStep, findUserByEmail, toUserDto, type UserRow, spendRecoveryCode } from '../account.repo.ts';
import type { loginRoute } from '../account.routes.ts';
import { loginKeys } from '../account.service.ts';

export const INVALID_LOGIN = 'These credentials do not match our records.';
export const OTP_REQUIRED = 'Enter the 6-digit code from your authenticator app.';
export const OTP_INVALID = 'The code is invalid or has already been used.';

/**
 * The second factor: a fresh TOTP code (each step works once), or an unused recovery code (spent by this).
 * Also used to turn two-factor off.
 */
export async function acceptSecondFactor(c: Context<AppEnv>, user: UserRow, code: string): Promise<boolean> {
  const { db } = c.get('deps').database;
  if (looksLikeRecoveryCode(code)) return spendRecoveryCode(db, user.id, code);
  if (!user.totpSecret) return false;
  const step = verifyTotp(openTotpSecret(totpKeyOf(c.get('deps')), user.totpSecret), code, user.totpLastStep);
  return step !== null && (await claimTotpStep(db, user.id, step));
}

/**
 * Unknown email and wrong password give the same answer after the same work (a dummy Argon2 hash is verified
 * for unknown accounts). Failures count per account and per address; with two-factor on, a correct password
 * without a code answers 422 on `one_time_password`, and a wrong or replayed code counts as a failure. A recovery
 * code is accepted where the code is asked.
 */
export const login: RouteHandler<typeof loginRoute, AppEnv> = async (c) => {
  const body = c.req.valid('json');
  const { db } = c.get('deps').database;
  await checkRecaptcha(c, body['g-recaptcha-response']);
  const keys = loginKeys(c, body.email);
  await assertNotThrottled(c, keys);
  const user = await findUserByEmail(db, body.email);
  const ok = await verifyPassword(user?.passwordHash, body.password);
  if (!user || !ok) {
    await recordFailure(db, keys);
    throw new ApiError(422, CODES.INVALID_CREDENTIALS, INVALID_LOGIN, { email: [INVALID_LOGIN] });
  }
  if (user.totpEnabledAt && user.totpSecret) {
    const code = body.one_time_password?.trim();
    if (!code) throw new ApiError(422, CODES.ONE_TIME_PASSWORD_REQUIRED, OTP_REQUIRED, { one_time_password: [OTP_REQUIRED] });
    if (!(await acceptSecondFactor(c, user, code))) {
      await recordFailure(db, keys);
      throw new ApiError(422, CODES.INVALID_ONE_TIME_PASSWORD, OTP_INVALID, { one_time_password: [OTP_INVALID] });
    }
  }
  await clearFailures(db, keys[0]!, keys[1]!);
  await startSession(c, user.id);
  return c.json(await toUserDto(db, user), 200);
};
