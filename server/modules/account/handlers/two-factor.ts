import { CODES } from '../../../lib/error-codes.ts';
import type { RouteHandler } from '@hono/zod-openapi';
import type { Tx } from '../../../db/client.ts';
import { currentUser } from '../../../lib/auth/middleware.ts';
import { assertNotThrottled, recordFailure } from '../../../lib/auth/throttle.ts';
import {
  newRecoveryCodes,
  newTotpSecret,
  openTotpSecret,
  otpauthUri,
  sealTotpSecret,
  totpKeyOf,
  verifyTotp,
} from '../../../lib/auth/totp.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { ApiError, fieldError, unauthorized } from '../../../lib/errors.ts';
import {
  enableTwoFactor,
  findUserById,
  passwordConfirmedAt,
  replaceRecoveryCodes,
  setPendingTotpSecret,
  toUserDto,
} from '../account.repo.ts';
import type { twoFactorSecretRoute, twoFactorSetupRoute } from '../account.routes.ts';
import { sendInBackground } from '../account.service.ts';
import { twoFactorEnabledMail } from '../mails.ts';
import { OTP_INVALID } from './login.ts';

export const SECRET_STALE = 'This setup has expired. Reload the page to get a new secret.';
export const CONFIRMATION_WINDOW_MS = 15 * 60 * 1000;
export const CONFIRM_FIRST = 'Confirm your password first.';

/** Replacing an existing authenticator needs the password re-entered in this session within 15 minutes. */
export async function assertRecentlyConfirmed(db: Tx, sessionId: string | undefined) {
  const at = await passwordConfirmedAt(db, sessionId);
  if (!at || Date.parse(at) + CONFIRMATION_WINDOW_MS < Date.now()) {
    throw new ApiError(403, CODES.PASSWORD_CONFIRMATION_REQUIRED, CONFIRM_FIRST, { default: [CONFIRM_FIRST] });
  }
}

/** A fresh secret each time; it only takes effect once POST /2fa/setup confirms a code made from it. */
export const twoFactorSecret: RouteHandler<typeof twoFactorSecretRoute, AppEnv> = async (c) => {
  const { db } = c.get('deps').database;
  const user = await findUserById(db, currentUser(c).userId);
  if (!user) throw unauthorized();
  const secret = newTotpSecret();
  await setPendingTotpSecret(db, user.id, sealTotpSecret(totpKeyOf(c.get('deps')), secret));
  return c.json({ secret, uri: otpauthUri(secret, user.email), enabled: !!user.totpEnabledAt }, 200);
};

export const twoFactorSetup: RouteHandler<typeof twoFactorSetupRoute, AppEnv> = async (c) => {
  const body = c.req.valid('json');
  const { db } = c.get('deps').database;
  const user = await findUserById(db, currentUser(c).userId);
  if (!user) throw unauthorized();
  const keys = [`totp-setup:user:${user.id}`];
  await assertNotThrottled(c, keys);
  if (user.totpEnabledAt) await assertRecentlyConfirmed(db, currentUser(c).sessionId);
  const key = totpKeyOf(c.get('deps'));
  if (!user.totpPendingSecret || openTotpSecret(key, user.totpPendingSecret) !== body.secret) throw fieldError('secret', SECRET_STALE);
  const step = verifyTotp(body.secret, body.one_time_password, null);
  if (step === null) {
    await recordFailure(db, keys);
    throw new ApiError(422, CODES.INVALID_ONE_TIME_PASSWORD, OTP_INVALID, { one_time_password: [OTP_INVALID] });
  }
  const codes = newRecoveryCodes();
  const row = await db.transaction(async (tx) => {
    const updated = await enableTwoFactor(tx, user.id, sealTotpSecret(key, body.secret), step);
    await replaceRecoveryCodes(tx, user.id, codes);
    return updated!;
  });
  sendInBackground(c, twoFactorEnabledMail(user.email));
  return c.json({ ...(await toUserDto(db, row)), recoveryCodes: codes }, 200);
};
