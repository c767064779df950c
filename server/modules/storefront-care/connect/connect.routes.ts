/**
 * The card-payment connection (spec 000 §7: `GET /v1/platform/payment/stripe/authorize`, `DELETE …/deauthorize`,
 * `GET /v1/platform/payment/stripe`), the provider's redirect target (`GET …/callback`, public: the browser
 * arrives from the provider) and the built-in test provider's consent page.
 */
import { z } from '@hono/zod-openapi';
import { PERMISSIONS } from '../../../../common/permissions.ts';
import { access } from '../../../lib/access.ts';
import { defineRoute, errorResponses, jsonResponse } from '../../../lib/openapi.ts';
import { project } from '../care.schemas.ts';

const tags = ['Platform payments'];

export const PaymentConnectionSchema = z
  .object({
    connected: z.boolean(),
    provider: z.enum(['test', 'stripe']).openapi({ description: 'The provider this server connects to' }),
    accountId: z.string().nullable(),
    chargesEnabled: z.boolean(),
    livemode: z.boolean(),
    connectedAt: z.string().nullable(),
  })
  .openapi('PaymentConnection');

export const getConnectionRoute = defineRoute({
  method: 'get',
  operationId: 'getPlatformStripeConnection',
  path: '/payment/stripe',
  access: access.project(PERMISSIONS.platformPaymentsGet),
  tags,
  summary: 'The connected card-payment account: account id, charges enabled, connected at',
  request: { query: z.object({ project }) },
  responses: { 200: jsonResponse(PaymentConnectionSchema, 'The connection') },
});

export const authorizeRoute = defineRoute({
  method: 'get',
  operationId: 'authorizePlatformStripe',
  path: '/payment/stripe/authorize',
  access: access.project(PERMISSIONS.platformPaymentsManage),
  tags,
  summary: "The provider's authorisation URL with a signed, single-use state (valid 10 minutes); open it in the browser",
  request: { query: z.object({ project }) },
  responses: {
    200: jsonResponse(z.object({ url: z.string(), state: z.string() }).openapi('PaymentAuthorization'), 'Where to send the owner'),
  },
});

export const deauthorizeRoute = defineRoute({
  method: 'delete',
  operationId: 'deauthorizePlatformStripe',
  path: '/payment/stripe/deauthorize',
  access: access.project(PERMISSIONS.platformPaymentsManage),
  tags,
  summary: 'Disconnect the account (at the provider, then here); 409 when none is connected',
  request: { query: z.object({ project }) },
  responses: { 200: jsonResponse(PaymentConnectionSchema, 'The connection (now disconnected)'), 409: errorResponses[409] },
});

export const callbackRoute = defineRoute({
  method: 'get',
  operationId: 'platformStripeCallback',
  path: '/payment/stripe/callback',
  access: access.public(),
  tags,
  summary: "The provider's redirect back (code and state, or error): stores the account, then redirects to the payments settings",
  request: {
    query: z.object({
      state: z.string().max(300).optional(),
      code: z.string().max(500).optional(),
      error: z.string().max(200).optional(),
    }),
  },
  responses: { 302: { description: 'To the payments settings screen with the outcome' } },
});

const consentQuery = z.object({
  state: z.string().min(1).max(300),
  redirect_uri: z.string().min(1).max(500),
  client_id: z.string().max(100).optional(),
  response_type: z.string().max(20).optional(),
});

export const testConsentRoute = defineRoute({
  method: 'get',
  operationId: 'testProviderConsent',
  path: '/payment/test-provider/authorize',
  access: access.public(),
  tags,
  summary: "The built-in test provider's consent page (HTML)",
  request: { query: consentQuery },
  responses: { 200: { description: 'HTML', content: { 'text/html': { schema: z.string() } } } },
});

export const testApproveRoute = defineRoute({
  method: 'get',
  operationId: 'testProviderDecision',
  path: '/payment/test-provider/decision',
  access: access.public(),
  tags,
  summary: 'The test provider: allow (a signed code) or deny, back to the redirect URI',
  request: { query: consentQuery.extend({ allow: z.enum(['1', '0']) }) },
  responses: { 302: { description: 'Back to the redirect URI' } },
});
