import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi.ts';
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

export const getUserRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'The signed-in user',
  responses: { 200: jsonResponse(UserSchema, 'The user'), 401: e[401] },
});

export const updateUserRoute = createRoute({
  method: 'patch',
  path: '/',
  tags,
  summary: 'Update the profile; a new email address must be verified again',
  request: { body: jsonBody(UpdateUserBody) },
  responses: { 200: jsonResponse(UserSchema, 'The user'), 401: e[401], 403: e[403], 422: e[422] },
});

export const registerRoute = createRoute({
  method: 'post',
  path: '/create',
  tags,
  summary: 'Create an account; a verification link is mailed. The answer is the same when the address is taken.',
  request: { body: jsonBody(RegisterBody) },
  responses: { 201: jsonResponse(MessageResponse, 'Check your inbox'), 422: e[422], 429: tooMany },
});

export const loginRoute = createRoute({
  method: 'post',
  path: '/login',
  tags,
  summary: 'Sign in; sets the session and CSRF cookies. With two-factor on, a 422 on one_time_password asks for the code.',
  request: { body: jsonBody(LoginBody) },
  responses: { 200: jsonResponse(UserSchema, 'Signed in'), 422: e[422], 429: tooMany },
});

export const logoutRoute = createRoute({
  method: 'post',
  path: '/logout',
  tags,
  summary: 'Sign out; ends the session',
  responses: { 200: jsonResponse(OkResponse, 'Signed out') },
});

export const tokenRoute = createRoute({
  method: 'post',
  path: '/token',
  tags,
  summary: 'A one-time authorization code (≤ 60 s) to exchange at POST /v1/auth/token',
  responses: { 200: jsonResponse(TokenResponse, 'Authorization code'), 401: e[401] },
});

export const sendVerificationRoute = createRoute({
  method: 'post',
  path: '/send-verification-email',
  tags,
  summary: 'Mail a new verification link to the signed-in user',
  responses: { 200: jsonResponse(MessageResponse, 'Sent'), 401: e[401], 429: tooMany },
});

export const verifyEmailRoute = createRoute({
  method: 'post',
  path: '/verify-email',
  tags,
  summary: 'Redeem the code of a verification link',
  request: { body: jsonBody(VerifyEmailBody) },
  responses: { 200: jsonResponse(MessageResponse, 'Verified'), 422: e[422] },
});

export const forgotPasswordRoute = createRoute({
  method: 'post',
  path: '/forgot-password',
  tags,
  summary: 'Mail a reset link if the account exists (the answer never says whether it does)',
  request: { body: jsonBody(ForgotPasswordBody) },
  responses: { 200: jsonResponse(MessageResponse, 'Sent if the account exists'), 422: e[422], 429: tooMany },
});

export const checkResetTokenRoute = createRoute({
  method: 'get',
  path: '/reset-password/{resetPasswordToken}',
  tags,
  summary: 'Check a reset link before showing the form (does not use it)',
  request: { params: z.object({ resetPasswordToken: z.string().max(512) }) },
  responses: { 200: jsonResponse(ResetTokenInfo, 'Valid'), 404: e[404] },
});

export const resetPasswordRoute = createRoute({
  method: 'post',
  path: '/reset-password',
  tags,
  summary: 'Set a new password with a reset link; ends every session',
  request: { body: jsonBody(ResetPasswordBody) },
  responses: { 200: jsonResponse(MessageResponse, 'Password reset'), 422: e[422] },
});

export const setPasswordTokenRoute = createRoute({
  method: 'post',
  path: '/set-password-token',
  tags,
  summary: 'Mail a link to finish an account (set password and profile); same answer for any address',
  request: { body: jsonBody(SetPasswordTokenBody) },
  responses: { 200: jsonResponse(MessageResponse, 'Sent if the account exists'), 422: e[422], 429: tooMany },
});

export const setPasswordRoute = createRoute({
  method: 'post',
  path: '/set-password',
  tags,
  summary: 'Finish an account with a set-password link; signs in',
  request: { body: jsonBody(SetPasswordBody) },
  responses: { 200: jsonResponse(UserSchema, 'Signed in'), 422: e[422] },
});

export const changePasswordRoute = createRoute({
  method: 'patch',
  path: '/change-password',
  tags,
  summary: 'Change the password; every other session ends and this one is rotated',
  request: { body: jsonBody(ChangePasswordBody) },
  responses: { 200: jsonResponse(MessageResponse, 'Changed'), 401: e[401], 422: e[422], 429: tooMany },
});

export const confirmPasswordRoute = createRoute({
  method: 'post',
  path: '/confirm-password',
  tags,
  summary: 'Re-enter the password before a sensitive step; recorded on the session',
  request: { body: jsonBody(ConfirmPasswordBody) },
  responses: { 200: jsonResponse(ConfirmedResponse, 'Confirmed'), 401: e[401], 422: e[422], 429: tooMany },
});

export const twoFactorSecretRoute = createRoute({
  method: 'get',
  path: '/2fa/secret',
  tags,
  summary: 'A new TOTP secret and its otpauth URI, to be confirmed at POST /2fa/setup',
  responses: { 200: jsonResponse(TwoFactorSecretResponse, 'Secret'), 401: e[401] },
});

export const twoFactorSetupRoute = createRoute({
  method: 'post',
  path: '/2fa/setup',
  tags,
  summary: 'Turn on two-factor authentication with a code from the app; answers the recovery codes once',
  request: { body: jsonBody(TwoFactorSetupBody) },
  responses: { 200: jsonResponse(TwoFactorEnabledResponse, 'Two-factor on'), 401: e[401], 403: e[403], 422: e[422], 429: tooMany },
});

export const recoveryCodesStatusRoute = createRoute({
  method: 'get',
  path: '/2fa/recovery-codes',
  tags,
  summary: 'How many two-factor recovery codes are left (never the codes themselves)',
  responses: { 200: jsonResponse(RecoveryCodesStatus, 'Status'), 401: e[401] },
});

export const regenerateRecoveryCodesRoute = createRoute({
  method: 'post',
  path: '/2fa/recovery-codes',
  tags,
  summary: 'New recovery codes, shown once; the previous ones stop working. Needs the password confirmed within 15 minutes',
  responses: { 200: jsonResponse(RecoveryCodesResponse, 'New codes'), 401: e[401], 403: e[403], 409: notEnabled },
});

export const twoFactorDisableRoute = createRoute({
  method: 'post',
  path: '/2fa/disable',
  tags,
  summary: 'Turn two-factor authentication off with the password and a code from the app (or a recovery code)',
  request: { body: jsonBody(TwoFactorDisableBody) },
  responses: { 200: jsonResponse(UserSchema, 'Two-factor off'), 401: e[401], 409: notEnabled, 422: e[422], 429: tooMany },
});
