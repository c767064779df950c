import { access } from '../../lib/access.ts';
import { z } from '@hono/zod-openapi';
import { defineRoute, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import {
  ChangePasswordBody,
  ConfirmedResponse,
  ConfirmPasswordBody,
  ForgotPasswordBody,
  LoginBody,
  MessageResponse,
  OkResponse,
  RegisterBody,
  ResetPasswordBody,
  ResetTokenInfo,
  SetPasswordBody,
  SetPasswordTokenBody,
  TokenResponse,
  RecoveryCodesResponse,
  RecoveryCodesStatus,
  TwoFactorDisableBody,
  TwoFactorEnabledResponse,
  TwoFactorSecretResponse,
  TwoFactorSetupBody,
  UpdateUserBody,
  UserSchema,
  VerifyEmailBody,
} from './account.schemas.ts';

const tags = ['Account'];
const e = errorResponses;
const tooMany = { description: 'Too many attempts (Retry-After header)', content: e[422].content };
const notEnabled = { description: 'Two-factor authentication is not on', content: e[422].content };

export const getUserRoute = defineRoute({
  method: 'get',
  path: '/',
  access: access.user({ session: true }),
  tags,
  summary: 'The signed-in user',
  responses: { 200: jsonResponse(UserSchema, 'The user') },
});

export const updateUserRoute = defineRoute({
  method: 'patch',
  path: '/',
  access: access.user({ session: true }),
  tags,
  summary: 'Update the profile; a new email address must be verified again',
  request: { body: jsonBody(UpdateUserBody) },
  responses: { 200: jsonResponse(UserSchema, 'The user') },
});

export const registerRoute = defineRoute({
  method: 'post',
  path: '/create',
  access: access.public(),
  tags,
  summary: 'Create an account; a verification link is mailed. The answer is the same when the address is taken.',
  request: { body: jsonBody(RegisterBody) },
  responses: { 201: jsonResponse(MessageResponse, 'Check your inbox'), 429: tooMany },
});

export const loginRoute = defineRoute({
  method: 'post',
  path: '/login',
  access: access.public(),
  tags,
  summary: 'Sign in; sets the session and CSRF cookies. With two-factor on, a 422 on one_time_password asks for the code.',
  request: { body: jsonBody(LoginBody) },
  responses: { 200: jsonResponse(UserSchema, 'Signed in'), 429: tooMany },
});

export const logoutRoute = defineRoute({
  method: 'post',
  path: '/logout',
  access: access.public(),
  tags,
  summary: 'Sign out; ends the session',
  responses: { 200: jsonResponse(OkResponse, 'Signed out') },
});

export const tokenRoute = defineRoute({
  method: 'post',
  path: '/token',
  access: access.user({ session: true }),
  tags,
  summary: 'A one-time authorization code (≤ 60 s) to exchange at POST /v1/auth/token',
  responses: { 200: jsonResponse(TokenResponse, 'Authorization code') },
});

export const sendVerificationRoute = defineRoute({
  method: 'post',
  path: '/send-verification-email',
  access: access.user({ session: true }),
  tags,
  summary: 'Mail a new verification link to the signed-in user',
  responses: { 200: jsonResponse(MessageResponse, 'Sent'), 429: tooMany },
});

export const verifyEmailRoute = defineRoute({
  method: 'post',
  path: '/verify-email',
  access: access.public(),
  tags,
  summary: 'Redeem the code of a verification link',
  request: { body: jsonBody(VerifyEmailBody) },
  responses: { 200: jsonResponse(MessageResponse, 'Verified') },
});

export const forgotPasswordRoute = defineRoute({
  method: 'post',
  path: '/forgot-password',
  access: access.public(),
  tags,
  summary: 'Mail a reset link if the account exists (the answer never says whether it does)',
  request: { body: jsonBody(ForgotPasswordBody) },
  responses: { 200: jsonResponse(MessageResponse, 'Sent if the account exists'), 429: tooMany },
});

export const checkResetTokenRoute = defineRoute({
  method: 'get',
  path: '/reset-password/{resetPasswordToken}',
  access: access.public(),
  tags,
  summary: 'Check a reset link before showing the form (does not use it)',
  request: { params: z.object({ resetPasswordToken: z.string().max(512) }) },
  responses: { 200: jsonResponse(ResetTokenInfo, 'Valid') },
});

export const resetPasswordRoute = defineRoute({
  method: 'post',
  path: '/reset-password',
  access: access.public(),
  tags,
  summary: 'Set a new password with a reset link; ends every session',
  request: { body: jsonBody(ResetPasswordBody) },
  responses: { 200: jsonResponse(MessageResponse, 'Password reset') },
});

export const setPasswordTokenRoute = defineRoute({
  method: 'post',
  path: '/set-password-token',
  access: access.public(),
  tags,
  summary: 'Mail a link to finish an account (set password and profile); same answer for any address',
  request: { body: jsonBody(SetPasswordTokenBody) },
  responses: { 200: jsonResponse(MessageResponse, 'Sent if the account exists'), 429: tooMany },
});

export const setPasswordRoute = defineRoute({
  method: 'post',
  path: '/set-password',
  access: access.public(),
  tags,
  summary: 'Finish an account with a set-password link; signs in',
  request: { body: jsonBody(SetPasswordBody) },
  responses: { 200: jsonResponse(UserSchema, 'Signed in') },
});

export const changePasswordRoute = defineRoute({
  method: 'patch',
  path: '/change-password',
  access: access.user({ session: true }),
  tags,
  summary: 'Change the password; every other session ends and this one is rotated',
  request: { body: jsonBody(ChangePasswordBody) },
  responses: { 200: jsonResponse(MessageResponse, 'Changed'), 429: tooMany },
});

export const confirmPasswordRoute = defineRoute({
  method: 'post',
  path: '/confirm-password',
  access: access.user({ session: true }),
  tags,
  summary: 'Re-enter the password before a sensitive step; recorded on the session',
  request: { body: jsonBody(ConfirmPasswordBody) },
  responses: { 200: jsonResponse(ConfirmedResponse, 'Confirmed'), 429: tooMany },
});

export const twoFactorSecretRoute = defineRoute({
  method: 'get',
  path: '/2fa/secret',
  access: access.user({ session: true }),
  tags,
  summary: 'A new TOTP secret and its otpauth URI, to be confirmed at POST /2fa/setup',
  responses: { 200: jsonResponse(TwoFactorSecretResponse, 'Secret') },
});

export const twoFactorSetupRoute = defineRoute({
  method: 'post',
  path: '/2fa/setup',
  access: access.user({ session: true }),
  tags,
  summary: 'Turn on two-factor authentication with a code from the app; answers the recovery codes once',
  request: { body: jsonBody(TwoFactorSetupBody) },
  responses: { 200: jsonResponse(TwoFactorEnabledResponse, 'Two-factor on'), 429: tooMany },
});

export const recoveryCodesStatusRoute = defineRoute({
  method: 'get',
  path: '/2fa/recovery-codes',
  access: access.user({ session: true }),
  tags,
  summary: 'How many two-factor recovery codes are left (never the codes themselves)',
  responses: { 200: jsonResponse(RecoveryCodesStatus, 'Status') },
});

export const regenerateRecoveryCodesRoute = defineRoute({
  method: 'post',
  path: '/2fa/recovery-codes',
  access: access.user({ session: true }),
  tags,
  summary: 'New recovery codes, shown once; the previous ones stop working. Needs the password confirmed within 15 minutes',
  responses: { 200: jsonResponse(RecoveryCodesResponse, 'New codes'), 409: notEnabled },
});

export const twoFactorDisableRoute = defineRoute({
  method: 'post',
  path: '/2fa/disable',
  access: access.user({ session: true }),
  tags,
  summary: 'Turn two-factor authentication off with the password and a code from the app (or a recovery code)',
  request: { body: jsonBody(TwoFactorDisableBody) },
  responses: { 200: jsonResponse(UserSchema, 'Two-factor off'), 409: notEnabled, 429: tooMany },
});
