import type { BodyOf } from '../api/call.ts';
import { postDashboardUserLogin } from '../api/generated/ops/postDashboardUserLogin.ts';
import { postDashboardUserLogout } from '../api/generated/ops/postDashboardUserLogout.ts';

export type LoginInput = BodyOf<'/omnis/v3/dashboard/user/login', 'post'>;

export const login = (body: LoginInput) => postDashboardUserLogin({ body });
export const logout = () => postDashboardUserLogout();
