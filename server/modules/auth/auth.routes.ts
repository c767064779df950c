import { access } from '../../lib/access.ts';
import { z } from '@hono/zod-openapi';
import { defineRoute, ErrorSchema, jsonBody, jsonResponse } from '../../lib/openapi.ts';

const tags = ['Auth'];

export const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

export const TokenRequest = z
  .strictObject({
    type: z.literal('authorization_code'),
    code: z.string().min(1).max(512),
  })
  .openapi('TokenRequest');

/** RFC 8628 §3.4 token request (form-encoded, as OAuth clients send it). */
export const DeviceTokenForm = z
  .strictObject({
    grant_type: z.literal(DEVICE_CODE_GRANT),
    device_code: z.string().min(1).max(512),
    client_id: z.string().min(1).max(200),
  })
  .openapi('DeviceTokenRequest');

export const DeviceCodeRequest = z
  .strictObject({
    client_id: z.string().min(1, 'The client_id is required.').max(200),
    scope: z.string().max(500).optional(),
  })
  .openapi('DeviceCodeRequest');

export const DeviceAuthorizeBody = z
  .strictObject({
    user_code: z.string().min(1, 'Enter the code shown on the device.').max(32),
    approve: z.boolean(),
  })
  .openapi('DeviceAuthorizeRequest');

const OAuthError = z.object({ error: z.string(), error_description: z.string().optional() }).openapi('OAuthError');

export const healthRoute = defineRoute({
  method: 'get',
  path: '/healthz',
  access: access.public(),
  tags,
  summary: 'Auth service health',
  responses: { 200: jsonResponse(z.object({ status: z.literal('ok') }), 'Healthy') },
});

export const tokenExchangeRoute = defineRoute({
  method: 'post',
  path: '/token',
  access: access.public(),
  tags,
  summary:
    'Exchange a one-time authorization code (JSON `{type, code}`) or a device code (form, RFC 8628 device_code grant) for a short-lived access token (JWT)',
  request: {
    body: {
      // Not `required`: with two media types the validator then runs only for the one the request declares.
      required: false,
      content: {
        'application/json': { schema: TokenRequest },
        'application/x-www-form-urlencoded': { schema: DeviceTokenForm },
      },
    },
  },
  responses: {
    200: jsonResponse(
      z
        .object({
          token: z.string(),
          access_token: z.string().optional(),
          token_type: z.string().optional(),
          expires_in: z.number().optional(),
        })
        .openapi('AccessToken'),
      'Access token',
    ),
    400: {
      description:
        'OAuth errors (`{error, error_description}`: invalid_grant, authorization_pending, slow_down, expired_token, access_denied); a malformed body gets the usual error body',
      content: { 'application/json': { schema: z.union([OAuthError, ErrorSchema]) } },
    },
  },
});

export const tokenVerifyRoute = defineRoute({
  method: 'post',
  path: '/token/verify',
  access: access.user(),
  tags,
  summary: "The bearer token's claims, and whether it may act on the given project",
  request: { query: z.object({ project: z.string().min(1).max(100).optional() }) },
  responses: {
    200: jsonResponse(
      z
        .object({
          active: z.boolean(),
          claims: z.record(z.string(), z.unknown()),
          project: z
            .object({
              id: z.string(),
              allowed: z.boolean(),
              role: z.string().nullable(),
              permissions: z.array(z.string()),
              reason: z.string().optional(),
            })
            .nullable(),
        })
        .openapi('TokenVerification'),
      'Verified',
    ),
  },
});

export const deviceCodeRoute = defineRoute({
  method: 'post',
  path: '/device/code',
  access: access.public(),
  tags,
  summary: 'RFC 8628 device authorization request: a device code, a user code (8 characters) and where to enter it',
  request: {
    body: {
      // Not `required`: with two media types the validator then runs only for the one the request declares.
      required: false,
      content: {
        'application/x-www-form-urlencoded': { schema: DeviceCodeRequest },
        'application/json': { schema: DeviceCodeRequest },
      },
    },
  },
  responses: {
    200: jsonResponse(
      z
        .object({
          device_code: z.string(),
          user_code: z.string(),
          verification_uri: z.string(),
          verification_uri_complete: z.string(),
          expires_in: z.number(),
          interval: z.number(),
        })
        .openapi('DeviceAuthorization'),
      'Device authorization',
    ),
  },
});

export const deviceAuthorizeRoute = defineRoute({
  method: 'post',
  path: '/device/authorize',
  access: access.user(),
  tags,
  summary: 'The signed-in user approves or denies a device by its user code',
  request: { body: jsonBody(DeviceAuthorizeBody) },
  responses: {
    200: jsonResponse(
      z.object({ ok: z.boolean(), status: z.enum(['approved', 'denied']), clientId: z.string() }).openapi('DeviceAuthorized'),
      'Done',
    ),
  },
});

export const jwksRoute = defineRoute({
  method: 'get',
  path: '/.well-known/jwks.json',
  access: access.public(),
  tags,
  summary: 'Public keys that verify access tokens',
  responses: { 200: jsonResponse(z.object({ keys: z.array(z.record(z.string(), z.unknown())) }), 'JWKS') },
});
