import { api } from '../api/client.ts';
import type { User } from './user.ts';

export interface LoginInput {
  email: string;
  password: string;
  one_time_password?: string;
}

export const login = (body: LoginInput) => api<User>('/omnis/v3/dashboard/user/login', { method: 'POST', body });
export const logout = () => api<{ ok: boolean }>('/omnis/v3/dashboard/user/logout', { method: 'POST' });
