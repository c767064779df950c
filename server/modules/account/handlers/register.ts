import type { RouteHandler } from '@hono/zod-openapi';
import { clientIp } from '../../../lib/auth/client-ip.ts';
import { issueCode } from '../../../lib/auth/one-time-codes.ts';
import { hashPassword } from '../../../lib/auth/password.ts';
import { checkRecaptcha } from '../../../lib/auth/recaptcha.ts';
import { assertNotThrottled, REQUESTS_PER_ADDRESS, recordFailure } from '../../../lib/auth/throttle.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { newId } from '../../../lib/ids.ts';
import { findUserByEmail, insertUser } from '../account.repo.ts';
import type { registerRoute } from '../account.routes.ts';
import { appUrl, assertNewPassword, sendInBackground } from '../account.service.ts';
import { alreadyRegisteredMail, VERIFY_EMAIL_TTL_S, verificationMail } from '../mails.ts';

export const REGISTERED = 'Check your inbox: we sent a link to verify your email address.';

/**
 * Registration answers the same whether or not the address already has an account (the owner gets a mail
 * saying so), so it cannot be used to find out who has one. Sign-ups count per address (30 / 15 min).
 */
export const register: RouteHandler<typeof registerRoute, AppEnv> = async (c) => {
  const body = c.req.valid('json');
  const { db } = c.get('deps').database;
  await checkRecaptcha(c, body['g-recaptcha-response']);
  const ipKey = [`register:ip:${clientIp(c)}`];
  await assertNotThrottled(c, ipKey, REQUESTS_PER_ADDRESS);
  assertNewPassword(body.password, undefined, body.email);
  await recordFailure(db, ipKey);
  const passwordHash = await hashPassword(body.password);
  const existing = await findUserByEmail(db, body.email);
  if (existing) {
    sendInBackground(c, alreadyRegisteredMail(existing.email, appUrl(c, '/account/login'), appUrl(c, '/account/forgotten-password')));
    return c.json({ ok: true, message: REGISTERED }, 201);
  }
  const code = await db.transaction(async (tx) => {
    const row = await insertUser(tx, { id: newId('usr'), email: body.email, passwordHash });
    return row ? issueCode(tx, 'verify_email', row.id, VERIFY_EMAIL_TTL_S) : null;
  });
  if (code) sendInBackground(c, verificationMail(body.email, appUrl(c, '/account/login', { verify: code, email: body.email })));
  return c.json({ ok: true, message: REGISTERED }, 201);
};
