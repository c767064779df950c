/**
 * Password policy (ASVS 5.0 §6.2): at least 8 characters, long passphrases welcome (up to 128, never
 * truncated: Argon2id hashes every byte), no composition rules, and the most common passwords refused.
 * The list is the 20,000 most common passwords of 8+ characters from SecLists' "10 million password list
 * top 1M" (CC BY-SA 3.0), bundled as `data/common-passwords.txt`.
 */
import { readFileSync } from 'node:fs';

export const PASSWORD_MIN = 8;
/** Generous upper bound: only there so a multi-megabyte body cannot keep the hasher busy. */
export const PASSWORD_MAX = 128;

export const PASSWORD_TOO_SHORT = `The password must be at least ${PASSWORD_MIN} characters.`;
export const PASSWORD_TOO_LONG = `The password may not be longer than ${PASSWORD_MAX} characters.`;
export const PASSWORD_TOO_COMMON = 'This password is too common. Choose one that is harder to guess.';
export const PASSWORD_IS_EMAIL = 'The password may not be your email address.';
export const PASSWORD_MISMATCH = 'The password confirmation does not match.';

let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('./data/common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((l) => l.trim().toLowerCase())
      .filter(Boolean),
  );
  return common;
}

/** Length is counted in Unicode code points (so emoji and accents count as one character each). */
export function passwordProblem(password: string, context: { email?: string | null } = {}): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return PASSWORD_TOO_SHORT;
  if (length > PASSWORD_MAX) return PASSWORD_TOO_LONG;
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return PASSWORD_TOO_COMMON;
  if (context.email && lower === context.email.toLowerCase()) return PASSWORD_IS_EMAIL;
  return null;
}
