import { api } from '../../../lib/api/client.ts';
import type { User } from '../../../lib/auth/user.ts';
import { userPath } from './keys.ts';

export interface TwoFactorSecret {
  secret: string;
  uri: string;
  enabled: boolean;
}

/** A new secret per visit. Deliberately not a query: the secret must never land in the persisted cache. */
export const fetchTwoFactorSecret = () => api<TwoFactorSecret>(userPath('/2fa/secret'));

/** Turning two-factor on answers the recovery codes, this once. */
export const setupTwoFactor = (body: { secret: string; one_time_password: string }) =>
  api<User & { recoveryCodes: string[] }>(userPath('/2fa/setup'), { method: 'POST', body });

export interface RecoveryCodesStatus {
  total: number;
  remaining: number;
  createdAt: string | null;
}

/** How many recovery codes are left (never the codes). Not a query either: fetched when the page opens. */
export const fetchRecoveryCodesStatus = () => api<RecoveryCodesStatus>(userPath('/2fa/recovery-codes'));

/** A new set, shown once; needs the password confirmed within 15 minutes (POST /confirm-password). */
export const regenerateRecoveryCodes = () => api<{ recoveryCodes: string[] }>(userPath('/2fa/recovery-codes'), { method: 'POST' });

/** Password plus a code from the app or a recovery code. */
export const disableTwoFactor = (body: { password: string; one_time_password: string }) =>
  api<User>(userPath('/2fa/disable'), { method: 'POST', body });
