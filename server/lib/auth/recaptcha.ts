/**
 * reCAPTCHA: checked only when RECAPTCHA_SECRET is configured (docs/decisions/auth.md). Without the secret
 * the `g-recaptcha-response` field is accepted and ignored, so local installs work without Google.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { fieldError } from '../errors.ts';
import { clientIp } from './client-ip.ts';

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
export const RECAPTCHA_FIELD = 'g-recaptcha-response';
export const RECAPTCHA_FAILED = 'Please confirm that you are not a robot.';

export async function checkRecaptcha(c: Context<AppEnv>, response: string | undefined) {
  const secret = c.get('deps').config.RECAPTCHA_SECRET;
  if (!secret) return;
  if (!response) throw fieldError(RECAPTCHA_FIELD, RECAPTCHA_FAILED);
  let ok = false;
  try {
    const res = await fetch(RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      body: new URLSearchParams({ secret, response, remoteip: clientIp(c) }),
      signal: AbortSignal.timeout(5000),
    });
    const data = (await res.json()) as { success?: boolean };
    ok = data.success === true;
  } catch (err) {
    c.get('log').warn({ err }, 'reCAPTCHA verification failed');
  }
  if (!ok) throw fieldError(RECAPTCHA_FIELD, RECAPTCHA_FAILED);
}
