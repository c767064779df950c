import type { BodyOf } from '../../../lib/api/call.ts';
import { getDashboardUser2faRecoveryCodes } from '../../../lib/api/generated/ops/getDashboardUser2faRecoveryCodes.ts';
import { getDashboardUser2faSecret } from '../../../lib/api/generated/ops/getDashboardUser2faSecret.ts';
import { postDashboardUser2faDisable } from '../../../lib/api/generated/ops/postDashboardUser2faDisable.ts';
import { postDashboardUser2faRecoveryCodes } from '../../../lib/api/generated/ops/postDashboardUser2faRecoveryCodes.ts';
import { postDashboardUser2faSetup } from '../../../lib/api/generated/ops/postDashboardUser2faSetup.ts';
import type { Schema } from '../../../lib/api/schemas.ts';

export type TwoFactorSecret = Schema<'TwoFactorSecret'>;
export type RecoveryCodesStatus = Schema<'RecoveryCodesStatus'>;

/** A new secret per visit. Deliberately not a query: the secret must never land in the persisted cache. */
export const fetchTwoFactorSecret = () => getDashboardUser2faSecret();

/** Turning two-factor on answers the recovery codes, this once. */
export const setupTwoFactor = (body: BodyOf<'/omnis/v3/dashboard/user/2fa/setup', 'post'>) => postDashboardUser2faSetup({ body });

/** How many recovery codes are left (never the codes). Not a query either: fetched when the page opens. */
export const fetchRecoveryCodesStatus = () => getDashboardUser2faRecoveryCodes();

/** A new set, shown once; needs the password confirmed within 15 minutes (POST /confirm-password). */
export const regenerateRecoveryCodes = () => postDashboardUser2faRecoveryCodes();

/** Password plus a code from the app or a recovery code. */
export const disableTwoFactor = (body: BodyOf<'/omnis/v3/dashboard/user/2fa/disable', 'post'>) => postDashboardUser2faDisable({ body });
