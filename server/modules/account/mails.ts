/** The account emails: plain text first (links are printed to the log in outbox mode), with a simple HTML twin. */
import type { MailMessage } from '../../lib/mail.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function message(to: string, subject: string, lines: string[], link?: { url: string; label: string }): MailMessage {
  const text = [...lines, ...(link ? ['', `${link.label}: ${link.url}`] : []), '', '— Shopfloor'].join('\n');
  const html = [
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : '',
    '<p>— Shopfloor</p>',
  ].join('\n');
  return { to, subject, text, html };
}

export const VERIFY_EMAIL_TTL_S = 24 * 60 * 60;
export const RESET_PASSWORD_TTL_S = 60 * 60;
export const SET_PASSWORD_TTL_S = 7 * 24 * 60 * 60;

export const verificationMail = (to: string, url: string) =>
  message(
    to,
    'Verify your email address',
    ['Please confirm that this is your email address for your Shopfloor account.', 'The link works once and expires in 24 hours.'],
    {
      url,
      label: 'Verify email address',
    },
  );

export const alreadyRegisteredMail = (to: string, loginUrl: string, forgotUrl: string) =>
  message(to, 'You already have a Shopfloor account', [
    'Someone (hopefully you) tried to create a Shopfloor account with this email address, which already has one.',
    `Sign in at ${loginUrl}, or reset your password at ${forgotUrl}. If this was not you, you can ignore this email.`,
  ]);

export const resetPasswordMail = (to: string, url: string) =>
  message(
    to,
    'Reset your password',
    [
      'We received a request to reset the password of your Shopfloor account.',
      'The link works once and expires in 60 minutes. If you did not ask for it, ignore this email.',
    ],
    { url, label: 'Reset password' },
  );

export const setPasswordMail = (to: string, url: string) =>
  message(
    to,
    'Finish setting up your account',
    ['Choose a password to finish setting up your Shopfloor account.', 'The link works once and expires in 7 days.'],
    {
      url,
      label: 'Set password',
    },
  );

export const passwordChangedMail = (to: string) =>
  message(to, 'Your password was changed', [
    'The password of your Shopfloor account was just changed and every other session was signed out.',
    'If this was not you, reset your password at once.',
  ]);

export const emailChangedMail = (oldEmail: string, newEmail: string) =>
  message(oldEmail, 'Your email address was changed', [
    `The email address of your Shopfloor account was changed to ${newEmail}.`,
    'If this was not you, reset your password at once and contact your project owner.',
  ]);

export const twoFactorEnabledMail = (to: string) =>
  message(to, 'Two-factor authentication is on', [
    'An authenticator app was just set up for your Shopfloor account. From now on, signing in needs a code from it.',
    'If this was not you, reset your password at once.',
  ]);

export const passwordResetDoneMail = (to: string) =>
  message(to, 'Your password was reset', [
    'The password of your Shopfloor account was just reset with an emailed link, and every session was signed out.',
    'If this was not you, reset your password again at once.',
  ]);

export const twoFactorDisabledMail = (to: string) =>
  message(to, 'Two-factor authentication is off', [
    'Two-factor authentication was just turned off for your Shopfloor account. Signing in now needs only the password.',
    'If this was not you, reset your password at once and turn two-factor authentication on again.',
  ]);
