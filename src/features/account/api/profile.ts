import { api } from '../../../lib/api/client.ts';
import type { User } from '../../../lib/auth/user.ts';
import { userPath } from './keys.ts';

export interface ProfileInput {
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
  email?: string;
  avatar?: string | null;
}

export const updateProfile = (body: ProfileInput) => api<User>(userPath(), { method: 'PATCH', body });
