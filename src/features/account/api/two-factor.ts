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

export const setupTwoFactor = (body: { secret: string; one_time_password: string }) =>
  api<User>(userPath('/2fa/setup'), { method: 'POST', body });
