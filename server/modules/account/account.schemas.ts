import { z } from '../../lib/openapi.ts';

export const UserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    username: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    avatar: z.string().nullable(),
    features: z.array(z.string()),
    isAdmin: z.boolean(),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
    signedPlatformTermsLogs: z.array(z.object({ id: z.string(), version: z.string() })),
  })
  .openapi('User');

const email = z.string().trim().email('Enter a valid email address.').max(254, 'The email address is too long.');
/** The policy itself (length, common passwords) is checked in the handler so messages stay in one place. */
const password = z.string().min(1, 'Enter a password.').max(4096, 'The password is too long.');
const recaptcha = z.string().max(4096).optional();
const token = z.string().min(16, 'This link is invalid or has expired.').max(512, 'This link is invalid or has expired.');
const name = (label: string) => z.string().trim().max(100, `The ${label} may not be longer than 100 characters.`);
const username = z
  .string()
  .trim()
  .min(2, 'The username must be at least 2 characters.')
  .max(40, 'The username may not be longer than 40 characters.')
  .regex(/^[A-Za-z0-9._-]+$/, 'Use letters, digits, dots, dashes and underscores only.');
/** An https URL, or a small image as a data URL (the settings page resizes uploads to 256 px). */
export const avatar = z
  .string()
  .max(400_000, 'The image is too large.')
  .refine((v) => /^https:\/\/\S+$/.test(v) || /^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/=]+$/.test(v), {
    message: 'The avatar must be an https URL or a PNG, JPEG, WebP or GIF image.',
  });

export const LoginBody = z
  .strictObject({
    email,
    password: z.string().min(1, 'Enter your password.').max(4096),
    'g-recaptcha-response': recaptcha,
    one_time_password: z
      .string()
      .max(32)
      .optional()
      .openapi({ description: 'A 6-digit code from the authenticator app, or an unused recovery code' }),
  })
  .openapi('LoginRequest');

export const RegisterBody = z.strictObject({ email, password, 'g-recaptcha-response': recaptcha }).openapi('RegisterRequest');

export const UpdateUserBody = z
  .strictObject({
    username: username.nullable().optional(),
    firstName: name('first name').nullable().optional(),
    lastName: name('last name').nullable().optional(),
    email: email.optional(),
    avatar: avatar.nullable().optional(),
  })
  .openapi('UpdateUserRequest');

export const ForgotPasswordBody = z.strictObject({ email, 'g-recaptcha-response': recaptcha }).openapi('ForgotPasswordRequest');

export const ResetPasswordBody = z
  .strictObject({ token, email, password, password_confirmation: z.string().max(4096) })
  .openapi('ResetPasswordRequest');

export const SetPasswordTokenBody = z.strictObject({ email }).openapi('SetPasswordTokenRequest');

export const SetPasswordBody = z
  .strictObject({
    token,
    email,
    password,
    password_confirmation: z.string().max(4096),
    firstName: name('first name').min(1, 'Enter your first name.'),
    lastName: name('last name').min(1, 'Enter your last name.'),
    username: username.optional(),
    avatar: avatar.nullable().optional(),
    signedEula: z.literal(true, { message: 'You must accept the terms to continue.' }),
  })
  .openapi('SetPasswordRequest');

export const ChangePasswordBody = z
  .strictObject({
    current_password: z.string().min(1, 'Enter your current password.').max(4096),
    password,
    password_confirmation: z.string().max(4096),
  })
  .openapi('ChangePasswordRequest');

export const ConfirmPasswordBody = z
  .strictObject({ password: z.string().min(1, 'Enter your password.').max(4096) })
  .openapi('ConfirmPasswordRequest');

export const VerifyEmailBody = z.strictObject({ code: token }).openapi('VerifyEmailRequest');

export const TwoFactorSetupBody = z
  .strictObject({
    secret: z.string().min(16).max(128),
    one_time_password: z.string().min(1, 'Enter the code from your authenticator app.').max(16),
  })
  .openapi('TwoFactorSetupRequest');

export const TwoFactorSecretResponse = z
  .object({ secret: z.string(), uri: z.string().openapi({ description: 'otpauth:// URI for a QR code' }), enabled: z.boolean() })
  .openapi('TwoFactorSecret');

export const ResetTokenInfo = z.object({ email: z.string() }).openapi('ResetPasswordTokenInfo');
export const TokenResponse = z.object({ token: z.string() }).openapi('AuthorizationCode');
export const OkResponse = z.object({ ok: z.boolean() });
export const MessageResponse = z.object({ ok: z.boolean(), message: z.string() }).openapi('MessageResponse');
export const ConfirmedResponse = z.object({ ok: z.boolean(), confirmedAt: z.string() }).openapi('PasswordConfirmed');

export const TwoFactorEnabledResponse = UserSchema.extend({
  recoveryCodes: z.array(z.string()).openapi({ description: 'Shown once: single-use codes for when the authenticator is lost' }),
}).openapi('TwoFactorEnabled');

export const RecoveryCodesStatus = z
  .object({ total: z.number().int(), remaining: z.number().int(), createdAt: z.string().nullable() })
  .openapi('RecoveryCodesStatus');

export const RecoveryCodesResponse = z
  .object({ recoveryCodes: z.array(z.string()).openapi({ description: 'Shown once; the previous codes stop working' }) })
  .openapi('RecoveryCodes');

export const TwoFactorDisableBody = z
  .strictObject({
    password: z.string().min(1, 'Enter your password.').max(4096),
    one_time_password: z
      .string()
      .trim()
      .min(1, 'Enter a code from your authenticator app or a recovery code.')
      .max(32)
      .openapi({ description: 'A 6-digit code from the authenticator app, or an unused recovery code' }),
  })
  .openapi('TwoFactorDisableRequest');
