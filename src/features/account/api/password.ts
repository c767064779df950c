import { api } from '../../../lib/api/client.ts';
import type { User } from '../../../lib/auth/user.ts';
import { type MessageResponse, userPath } from './keys.ts';

export const forgotPassword = (email: string) => api<MessageResponse>(userPath('/forgot-password'), { method: 'POST', body: { email } });

export const checkResetToken = (token: string) => api<{ email: string }>(userPath(`/reset-password/${encodeURIComponent(token)}`));

export interface ResetPasswordInput {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}
export const resetPassword = (body: ResetPasswordInput) => api<MessageResponse>(userPath('/reset-password'), { method: 'POST', body });

export const requestSetPasswordLink = (email: string) =>
  api<MessageResponse>(userPath('/set-password-token'), { method: 'POST', body: { email } });

export interface SetPasswordInput extends ResetPasswordInput {
  firstName: string;
  lastName: string;
  username?: string;
  signedEula: boolean;
}
export const setPassword = (body: SetPasswordInput) => api<User>(userPath('/set-password'), { method: 'POST', body });

export interface ChangePasswordInput {
  current_password: string;
  password: string;
  password_confirmation: string;
}
export const changePassword = (body: ChangePasswordInput) => api<MessageResponse>(userPath('/change-password'), { method: 'PATCH', body });

export const confirmPassword = (password: string) =>
  api<{ ok: boolean; confirmedAt: string }>(userPath('/confirm-password'), { method: 'POST', body: { password } });
