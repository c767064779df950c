/** The storefront settings' reads and writes (domains, terms, card payments), over the generated calls. */
import { queryOptions } from '@tanstack/react-query';
import { allPages } from '../../../lib/api/all-pages.ts';
import { authorizePlatformStripe } from '../../../lib/api/generated/ops/authorizePlatformStripe.ts';
import { createPlatformClientDomain } from '../../../lib/api/generated/ops/createPlatformClientDomain.ts';
import { createPlatformDomain } from '../../../lib/api/generated/ops/createPlatformDomain.ts';
import { createPlatformTerms } from '../../../lib/api/generated/ops/createPlatformTerms.ts';
import { deauthorizePlatformStripe } from '../../../lib/api/generated/ops/deauthorizePlatformStripe.ts';
import { deletePlatformClientDomain } from '../../../lib/api/generated/ops/deletePlatformClientDomain.ts';
import { deletePlatformDomain } from '../../../lib/api/generated/ops/deletePlatformDomain.ts';
import { getPlatformStripeConnection } from '../../../lib/api/generated/ops/getPlatformStripeConnection.ts';
import { listPlatformClientDomains } from '../../../lib/api/generated/ops/listPlatformClientDomains.ts';
import { listPlatformDomains } from '../../../lib/api/generated/ops/listPlatformDomains.ts';
import { listPlatformTerms } from '../../../lib/api/generated/ops/listPlatformTerms.ts';
import { verifyPlatformClientDomain } from '../../../lib/api/generated/ops/verifyPlatformClientDomain.ts';
import { verifyPlatformDomain } from '../../../lib/api/generated/ops/verifyPlatformDomain.ts';
import type { Schema } from '../../../lib/api/schemas.ts';
import { storefrontSettingsKeys } from './keys.ts';

export type Domain = Schema<'Domain'>;
export type DomainKind = Domain['kind'];
export type StorefrontTerms = Schema<'StorefrontTerms'>;
export type PaymentConnection = Schema<'PaymentConnection'>;

const ops = {
  platform: { list: listPlatformDomains, create: createPlatformDomain, verify: verifyPlatformDomain, remove: deletePlatformDomain },
  client: {
    list: listPlatformClientDomains,
    create: createPlatformClientDomain,
    verify: verifyPlatformClientDomain,
    remove: deletePlatformClientDomain,
  },
};

/** Refetched every 15 s while a domain is pending (the server re-checks its TXT record). */
export const domainsQuery = (project: string, kind: DomainKind) =>
  queryOptions({
    queryKey: storefrontSettingsKeys.domains(project, kind),
    queryFn: () =>
      allPages((q) => ops[kind].list({ query: { project, ...q } }).then((r) => ({ items: r.domains, nextPageToken: r.nextPageToken }))),
    refetchInterval: (q) => (q.state.data?.some((d) => d.status === 'pending') ? 15_000 : false),
  });

export const addDomain = (project: string, kind: DomainKind, domain: string) => ops[kind].create({ query: { project }, body: { domain } });
export const verifyDomain = (project: string, kind: DomainKind, domain: string) =>
  ops[kind].verify({ path: { domain }, query: { project } });
export const removeDomain = (project: string, kind: DomainKind, domain: string) =>
  ops[kind].remove({ path: { domain }, query: { project } });

export const termsQuery = (project: string, platformId: string) =>
  queryOptions({
    queryKey: storefrontSettingsKeys.terms(project),
    queryFn: () =>
      allPages((q) =>
        listPlatformTerms({ path: { platformId }, query: { project, ...q } }).then((r) => ({
          items: r.terms,
          nextPageToken: r.nextPageToken,
        })),
      ),
  });

export const postTerms = (project: string, platformId: string, body: { title: string; content: string }) =>
  createPlatformTerms({ path: { platformId }, query: { project }, body });

export const paymentsQuery = (project: string) =>
  queryOptions({ queryKey: storefrontSettingsKeys.payments(project), queryFn: () => getPlatformStripeConnection({ query: { project } }) });

export const startConnect = (project: string) => authorizePlatformStripe({ query: { project } });
export const disconnect = (project: string) => deauthorizePlatformStripe({ query: { project } });
