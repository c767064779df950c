/**
 * Custom domains of the storefront (`/v1/platform/domains`) and client domains (`/v1/platform/client/domains`):
 * list, add (body `domain`), remove, and check now (spec 000 §3 "Domain payload", §7 "Platform API";
 * docs/decisions/storefront-care.md "Domains"). The same rules for both groups; wildcards only for client domains.
 */
import { z } from '@hono/zod-openapi';
import { PERMISSIONS } from '../../../common/permissions.ts';
import type { DomainKind } from '../../db/schema/storefront-care.ts';
import { access } from '../../lib/access.ts';
import { defineRoute, errorResponses, jsonBody, jsonResponse, pageQuery } from '../../lib/openapi.ts';
import { pathParam, project } from './care.schemas.ts';

export const DomainSchema = z
  .object({
    id: z.string(),
    domain: z.string().openapi({ description: 'ASCII (punycode) form' }),
    unicodeDomain: z.string().openapi({ description: 'As people read it (IDN)' }),
    kind: z.enum(['platform', 'client']),
    status: z.enum(['pending', 'verified']),
    verification: z.object({
      type: z.literal('TXT'),
      name: z.string().openapi({ description: '_shopfloor-verify.<domain>' }),
      value: z.string(),
    }),
    verifiedAt: z.string().nullable(),
    lastCheckedAt: z.string().nullable(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('Domain');

export const DomainBody = z
  .strictObject({ domain: z.string().min(1, 'Enter a domain name.').max(300, 'A domain name is at most 253 characters.') })
  .openapi('DomainRequest');
const DomainList = z.object({ domains: z.array(DomainSchema), nextPageToken: z.string().nullable() }).openapi('DomainList');
const DomainParam = z.object({ domain: pathParam('domain').openapi({ description: 'The domain name (Unicode or punycode)' }) });

function domainRoutes(kind: DomainKind) {
  const base = kind === 'platform' ? '/domains' : '/client/domains';
  const name = kind === 'platform' ? 'PlatformDomain' : 'PlatformClientDomain';
  const what = kind === 'platform' ? "the storefront's custom domains" : "the customer-facing domains of the project's clients";
  const tags = ['Platform domains'];
  return {
    list: defineRoute({
      method: 'get',
      operationId: `list${name}s`,
      path: base,
      access: access.project(PERMISSIONS.platformDomainsList),
      tags,
      summary: `List ${what}; pending ones last checked over 15 s ago are checked again`,
      request: { query: z.object({ project, ...pageQuery }) },
      responses: { 200: jsonResponse(DomainList, 'Domains') },
    }),
    create: defineRoute({
      method: 'post',
      operationId: `create${name}`,
      path: base,
      access: access.project(PERMISSIONS.platformDomainsManage),
      tags,
      summary: `Add one of ${what} as pending (verified at once if its TXT record is already there); 409 if another project verified it`,
      request: { query: z.object({ project }), body: jsonBody(DomainBody) },
      responses: { 201: jsonResponse(DomainSchema, 'The domain'), 409: errorResponses[409] },
    }),
    verify: defineRoute({
      method: 'post',
      operationId: `verify${name}`,
      path: `${base}/{domain}/verify`,
      access: access.project(PERMISSIONS.platformDomainsManage),
      tags,
      summary: 'Check the TXT record now',
      request: { params: DomainParam, query: z.object({ project }) },
      responses: { 200: jsonResponse(DomainSchema, 'The domain') },
    }),
    remove: defineRoute({
      method: 'delete',
      operationId: `delete${name}`,
      path: `${base}/{domain}`,
      access: access.project(PERMISSIONS.platformDomainsManage),
      tags,
      summary: 'Remove the domain (its verification is released)',
      request: { params: DomainParam, query: z.object({ project }) },
      responses: { 204: { description: 'Removed' } },
    }),
  };
}

export const platformDomainRoutes = domainRoutes('platform');
export const clientDomainRoutes = domainRoutes('client');
