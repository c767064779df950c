import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi.ts';

const tags = ['Auth'];

export const TokenRequest = z
  .strictObject({
    type: z.literal('authorization_code'),
    code: z.string().min(1).max(512),
  })
  .openapi('TokenRequest');

export const healthRoute = createRoute({
  method: 'get',
  path: '/healthz',
  tags,
  summary: 'Auth service health',
  responses: { 200: jsonResponse(z.object({ status: z.literal('ok') }), 'Healthy') },
});

export const tokenExchangeRoute = createRoute({
  method: 'post',
  path: '/token',
  tags,
  summary: 'Exchange a one-time authorization code for a short-lived access token (JWT)',
  request: { body: jsonBody(TokenRequest) },
  responses: {
    200: jsonResponse(z.object({ token: z.string() }).openapi('AccessToken'), 'Access token'),
    400: errorResponses[400],
    422: errorResponses[422],
  },
});

export const jwksRoute = createRoute({
  method: 'get',
  path: '/.well-known/jwks.json',
  tags,
  summary: 'Public keys that verify access tokens',
  responses: { 200: jsonResponse(z.object({ keys: z.array(z.record(z.string(), z.unknown())) }), 'JWKS') },
});
