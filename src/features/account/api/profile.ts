import type { BodyOf } from '../../../lib/api/call.ts';
import { patchDashboardUser } from '../../../lib/api/generated/operations.ts';

export type ProfileInput = BodyOf<'/omnis/v3/dashboard/user', 'patch'>;

export const updateProfile = (body: ProfileInput) => patchDashboardUser({ body });
