import type { BodyOf } from '../../../lib/api/call.ts';
import { patchDashboardUser } from '../../../lib/api/generated/ops/patchDashboardUser.ts';

export type ProfileInput = BodyOf<'/omnis/v3/dashboard/user', 'patch'>;

export const updateProfile = (body: ProfileInput) => patchDashboardUser({ body });
