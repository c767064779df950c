import type { BodyOf } from '../../../lib/api/call.ts';
import { postDashboardUserCreate } from '../../../lib/api/generated/ops/postDashboardUserCreate.ts';
import { postDashboardUserSendVerificationEmail } from '../../../lib/api/generated/ops/postDashboardUserSendVerificationEmail.ts';
import { postDashboardUserVerifyEmail } from '../../../lib/api/generated/ops/postDashboardUserVerifyEmail.ts';

export type RegisterInput = BodyOf<'/omnis/v3/dashboard/user/create', 'post'>;

export const register = (body: RegisterInput) => postDashboardUserCreate({ body });
export const verifyEmail = (code: string) => postDashboardUserVerifyEmail({ body: { code } });
export const sendVerificationEmail = () => postDashboardUserSendVerificationEmail();
