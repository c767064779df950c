/** `GET`/`PATCH /v1/platform?project=`: the project's platform object (its storefront). docs/decisions/commerce.md. */
import { z } from '@hono/zod-openapi';
import { PERMISSIONS } from '../../../common/permissions.ts';
import { access } from '../../lib/access.ts';
import { defineRoute, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { PlatformSchema } from './commerce.schemas.ts';
import { isCountry, isCurrency, isTimeZone } from './validation.ts';

export const tags = ['Platform'];
export const projectQuery = z.object({ project: z.string().min(1).max(64).openapi({ description: 'The project' }) });

const HOST = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/;

export const UpdatePlatformBody = z
  .strictObject({
    name: z.string().trim().min(1, 'The name is required.').max(120),
    defaultDomain: z.string().trim().toLowerCase().regex(HOST, 'Enter a host name such as shop.example.com.'),
    currency: z.string().trim().toUpperCase().refine(isCurrency, 'Use an ISO 4217 currency code (EUR).'),
    timezone: z.string().trim().refine(isTimeZone, 'Use an IANA time zone (Europe/Berlin).'),
    country: z.string().trim().toUpperCase().refine(isCountry, 'Use an ISO 3166-1 alpha-2 country code (DE).'),
    supportEmail: z.email('Enter a valid email address.').max(254).nullable(),
    taxIncluded: z.boolean(),
    orderNumberPrefix: z.string().max(10, 'The prefix may be at most 10 characters.'),
  })
  .partial()
  .openapi('UpdatePlatformRequest');

export const getPlatformRoute = defineRoute({
  method: 'get',
  operationId: 'getStorefrontPlatform',
  path: '/',
  access: access.project(PERMISSIONS.platformPlatformGet),
  tags,
  summary: "The project's platform object (its storefront: name, default domain, currency, time zone …)",
  request: { query: projectQuery },
  responses: { 200: jsonResponse(PlatformSchema, 'The platform') },
});

export const updatePlatformRoute = defineRoute({
  method: 'patch',
  operationId: 'updateStorefrontPlatform',
  path: '/',
  access: access.project(PERMISSIONS.platformPlatformUpdate),
  tags,
  summary: 'Change the storefront settings. The currency is locked once the storefront has orders (409).',
  request: { query: projectQuery, body: jsonBody(UpdatePlatformBody) },
  responses: { 200: jsonResponse(PlatformSchema, 'The platform'), 409: errorResponses[409] },
});
