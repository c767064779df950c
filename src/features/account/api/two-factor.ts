import type { BodyOf } from '../../../lib/api/call.ts';
import { getDashboardUser2faSecret } from '../../../lib/api/generated/ops/getDashboardUser2faSecret.ts';
import { postDashboardUser2faSetup } from '../../../lib/api/generated/ops/postDashboardUser2faSetup.ts';
import type { Schema } from '../../../lib/api/schemas.ts';

export type TwoFactorSecret = Schema<'TwoFactorSecret'>;

/** A new secret per visit. Deliberately not a query: the secret must never land in the persisted cache. */
export const fetchTwoFactorSecret = () => getDashboardUser2faSecret();

export const setupTwoFactor = (body: BodyOf<'/omnis/v3/dashboard/user/2fa/setup', 'post'>) => postDashboardUser2faSetup({ body });
