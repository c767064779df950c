/** Domain handlers for both groups (contracts in ../domains.routes.ts); no SQL here. */
import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { DomainKind } from '../../../db/schema/storefront-care.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { notFound } from '../../../lib/errors.ts';
import { dnsResolver } from '../dns.provider.ts';
import { unicodeOf, verificationName } from '../domains.names.ts';
import { type DomainRow, pageDomains } from '../domains.repo.ts';
import type { clientDomainRoutes } from '../domains.routes.ts';
import { addDomain, deleteDomain, findOne, refreshPending, verifyDomain } from '../domains.service.ts';

type Routes = typeof clientDomainRoutes;

export const domainDto = (r: DomainRow) => ({
  id: r.id,
  domain: r.domain,
  unicodeDomain: unicodeOf(r.domain),
  kind: r.kind,
  status: r.status,
  verification: { type: 'TXT' as const, name: verificationName(r.domain), value: r.token },
  verifiedAt: r.verifiedAt,
  lastCheckedAt: r.lastCheckedAt,
  lastError: r.lastError,
  createdAt: r.createdAt,
});

const ctx = (c: Context<AppEnv>) => ({
  projectId: c.get('access').projectId,
  database: c.get('deps').database,
  resolver: dnsResolver(c.get('deps').config.DNS_SERVERS),
});

export function domainHandlers(kind: DomainKind) {
  const list: RouteHandler<Routes['list'], AppEnv> = async (c) => {
    const { projectId, database, resolver } = ctx(c);
    const { pageSize, pageToken } = c.req.valid('query');
    const page = await pageDomains(database.db, projectId, kind, { pageSize, pageToken });
    const rows = await refreshPending(database, projectId, page.items, resolver);
    return c.json({ domains: rows.map(domainDto), nextPageToken: page.nextPageToken }, 200);
  };
  const create: RouteHandler<Routes['create'], AppEnv> = async (c) => {
    const { projectId, database, resolver } = ctx(c);
    return c.json(domainDto(await addDomain(database, projectId, kind, c.req.valid('json').domain, resolver)), 201);
  };
  const verify: RouteHandler<Routes['verify'], AppEnv> = async (c) => {
    const { projectId, database, resolver } = ctx(c);
    const row = await findOne(database, projectId, kind, c.req.valid('param').domain);
    if (!row) throw notFound('Domain', CODES.DOMAIN_NOT_FOUND);
    return c.json(domainDto(await verifyDomain(database, projectId, row, resolver)), 200);
  };
  const remove: RouteHandler<Routes['remove'], AppEnv> = async (c) => {
    const { projectId, database } = ctx(c);
    if (!(await deleteDomain(database, projectId, kind, c.req.valid('param').domain))) throw notFound('Domain', CODES.DOMAIN_NOT_FOUND);
    return c.body(null, 204);
  };
  return { list, create, verify, remove };
}
