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

export const LoginBody = z
  .strictObject({
    email: z.string().trim().email('Enter a valid email address.').max(254),
    password: z.string().min(1, 'Enter your password.').max(1024),
    'g-recaptcha-response': z.string().max(4096).optional(),
    one_time_password: z.string().max(16).optional(),
  })
  .openapi('LoginRequest');

export const TokenResponse = z.object({ token: z.string() }).openapi('AuthorizationCode');
export const OkResponse = z.object({ ok: z.boolean() });
