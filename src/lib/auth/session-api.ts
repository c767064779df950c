import type { BodyOf } from '../api/call.ts';
import { postDashboardUserLogin, postDashboardUserLogout } from '../api/generated/operations.ts';

export type LoginInput = BodyOf<'/omnis/v3/dashboard/user/login', 'post'>;

export const login = (body: LoginInput) => postDashboardUserLogin({ body });
export const logout = () => postDashboardUserLogout();
