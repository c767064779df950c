/** Query keys of the account area (user-scoped, no project). */
export const accountKeys = {
  all: ['account'] as const,
  resetToken: (token: string) => [...accountKeys.all, 'reset-token', token] as const,
};

export interface MessageResponse {
  ok: boolean;
  message: string;
}

const USER = '/omnis/v3/dashboard/user';
export const userPath = (p = '') => `${USER}${p}`;
