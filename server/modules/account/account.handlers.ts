/** The account calls under /omnis/v3/dashboard/user (spec 000 §7 "User"); one file per operation in handlers/. */
import { createRouter } from '../../lib/openapi.ts';
import * as r from './account.routes.ts';
import { changePassword, confirmPassword } from './handlers/change-password.ts';
import { login } from './handlers/login.ts';
import { checkResetToken, forgotPassword, resetPassword } from './handlers/password-reset.ts';
import { updateUser } from './handlers/profile.ts';
import { recoveryCodesStatus, regenerateRecoveryCodes, twoFactorDisable } from './handlers/recovery-codes.ts';
import { register } from './handlers/register.ts';
import { getUser, logout, token } from './handlers/session.ts';
import { setPassword, setPasswordToken } from './handlers/set-password.ts';
import { twoFactorSecret, twoFactorSetup } from './handlers/two-factor.ts';
import { sendVerificationEmail, verifyEmail } from './handlers/verification.ts';

export { AUTHORIZATION_CODE_TTL_S } from './handlers/session.ts';

export const accountRouter = createRouter();

accountRouter.openapi(r.getUserRoute, getUser);
accountRouter.openapi(r.updateUserRoute, updateUser);
accountRouter.openapi(r.registerRoute, register);
accountRouter.openapi(r.loginRoute, login);
accountRouter.openapi(r.logoutRoute, logout);
accountRouter.openapi(r.tokenRoute, token);
accountRouter.openapi(r.sendVerificationRoute, sendVerificationEmail);
accountRouter.openapi(r.verifyEmailRoute, verifyEmail);
accountRouter.openapi(r.forgotPasswordRoute, forgotPassword);
accountRouter.openapi(r.checkResetTokenRoute, checkResetToken);
accountRouter.openapi(r.resetPasswordRoute, resetPassword);
accountRouter.openapi(r.setPasswordTokenRoute, setPasswordToken);
accountRouter.openapi(r.setPasswordRoute, setPassword);
accountRouter.openapi(r.changePasswordRoute, changePassword);
accountRouter.openapi(r.confirmPasswordRoute, confirmPassword);
accountRouter.openapi(r.twoFactorSecretRoute, twoFactorSecret);
accountRouter.openapi(r.twoFactorSetupRoute, twoFactorSetup);
accountRouter.openapi(r.recoveryCodesStatusRoute, recoveryCodesStatus);
accountRouter.openapi(r.regenerateRecoveryCodesRoute, regenerateRecoveryCodes);
accountRouter.openapi(r.twoFactorDisableRoute, twoFactorDisable);
