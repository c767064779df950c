import { queryOptions } from '@tanstack/react-query';
import type { BodyOf } from '../../../lib/api/call.ts';
import { getDashboardUserResetPasswordByResetPasswordToken } from '../../../lib/api/generated/ops/getDashboardUserResetPasswordByResetPasswordToken.ts';
import { patchDashboardUserChangePassword } from '../../../lib/api/generated/ops/patchDashboardUserChangePassword.ts';
import { postDashboardUserConfirmPassword } from '../../../lib/api/generated/ops/postDashboardUserConfirmPassword.ts';
import { postDashboardUserForgotPassword } from '../../../lib/api/generated/ops/postDashboardUserForgotPassword.ts';
import { postDashboardUserResetPassword } from '../../../lib/api/generated/ops/postDashboardUserResetPassword.ts';
import { postDashboardUserSetPassword } from '../../../lib/api/generated/ops/postDashboardUserSetPassword.ts';
import { postDashboardUserSetPasswordToken } from '../../../lib/api/generated/ops/postDashboardUserSetPasswordToken.ts';
import { accountKeys } from './keys.ts';

export const forgotPassword = (email: string) => postDashboardUserForgotPassword({ body: { email } });

/** Whether a reset link is still valid (and for whom). Held in memory only: the key carries the token. */
export const resetTokenQuery = (token: string) =>
  queryOptions({
    queryKey: accountKeys.resetToken(token),
    queryFn: () => getDashboardUserResetPasswordByResetPasswordToken({ path: { resetPasswordToken: token } }),
    retry: false,
    gcTime: 0,
  });

export type ResetPasswordInput = BodyOf<'/omnis/v3/dashboard/user/reset-password', 'post'>;
export const resetPassword = (body: ResetPasswordInput) => postDashboardUserResetPassword({ body });

export const requestSetPasswordLink = (email: string) => postDashboardUserSetPasswordToken({ body: { email } });

export type SetPasswordInput = BodyOf<'/omnis/v3/dashboard/user/set-password', 'post'>;
export const setPassword = (body: SetPasswordInput) => postDashboardUserSetPassword({ body });

export type ChangePasswordInput = BodyOf<'/omnis/v3/dashboard/user/change-password', 'patch'>;
export const changePassword = (body: ChangePasswordInput) => patchDashboardUserChangePassword({ body });

export const confirmPassword = (password: string) => postDashboardUserConfirmPassword({ body: { password } });
