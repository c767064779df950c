import { api } from '../../../lib/api/client.ts';
import { type MessageResponse, userPath } from './keys.ts';

export interface RegisterInput {
  email: string;
  password: string;
}

export const register = (body: RegisterInput) => api<MessageResponse>(userPath('/create'), { method: 'POST', body });
export const verifyEmail = (code: string) => api<MessageResponse>(userPath('/verify-email'), { method: 'POST', body: { code } });
export const sendVerificationEmail = () => api<MessageResponse>(userPath('/send-verification-email'), { method: 'POST' });
