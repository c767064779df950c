import { userScope } from '../../../lib/api/keys.ts';

/** Query keys of the account area (user scope; `reset-token` holds a token, so it is never persisted). */
export const accountKeys = {
  resetToken: (token: string) => [...userScope(), 'reset-token', token] as const,
};
