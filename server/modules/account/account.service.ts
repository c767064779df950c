/** Helpers shared by the account handlers: links, mail sending, throttle keys, password checks. */
import type { Context } from 'hono';
import { clientIp } from '../../lib/auth/client-ip.ts';
import { loginThrottleKeys } from '../../lib/auth/throttle.ts';
import { PASSWORD_MISMATCH, passwordProblem } from '../../lib/auth/password-policy.ts';
import type { AppEnv } from '../../lib/context.ts';
import { type FieldErrors, unprocessable } from '../../lib/errors.ts';
import type { MailMessage } from '../../lib/mail.ts';

export function appUrl(c: Context<AppEnv>, path: string, query: Record<string, string> = {}): string {
  const { config } = c.get('deps');
  const base = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const url = new URL(path, base);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url.toString();
}

/**
 * Send without waiting, so an answer takes as long whether or not a mail goes out (forgot-password must not
 * reveal which addresses have accounts). Failures are logged.
 */
export function sendInBackground(c: Context<AppEnv>, message: MailMessage) {
  const { mailer } = c.get('deps');
  const log = c.get('log');
  mailer.send(message).catch((err) => log.error({ err, to: message.to, subject: message.subject }, 'mail failed'));
}

export const loginKeys = (c: Context<AppEnv>, email: string) => loginThrottleKeys(email, clientIp(c));

/** Policy + confirmation for a new password; throws 422 with field errors. */
export function assertNewPassword(password: string, confirmation: string | undefined, email?: string | null) {
  const errors: FieldErrors = {};
  const problem = passwordProblem(password, { email });
  if (problem) errors.password = [problem];
  if (confirmation !== undefined && confirmation !== password) errors.password_confirmation = [PASSWORD_MISMATCH];
  if (Object.keys(errors).length) throw unprocessable(errors);
}
