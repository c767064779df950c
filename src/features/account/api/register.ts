import type { BodyOf } from '../../../lib/api/call.ts';
import {
  postDashboardUserCreate,
  postDashboardUserSendVerificationEmail,
  postDashboardUserVerifyEmail,
} from '../../../lib/api/generated/operations.ts';

export type RegisterInput = BodyOf<'/omnis/v3/dashboard/user/create', 'post'>;

export const register = (body: RegisterInput) => postDashboardUserCreate({ body });
export const verifyEmail = (code: string) => postDashboardUserVerifyEmail({ body: { code } });
export const sendVerificationEmail = () => postDashboardUserSendVerificationEmail();
