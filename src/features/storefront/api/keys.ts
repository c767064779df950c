import { projectScope } from '../../../lib/api/keys.ts';

/** Storefront settings keys (domains, terms, payments), under the project. */
export const storefrontSettingsKeys = {
  domains: (projectId: string, kind: 'platform' | 'client') =>
    [...projectScope(projectId), 'storefront-settings', 'domains', kind] as const,
  terms: (projectId: string) => [...projectScope(projectId), 'storefront-settings', 'terms'] as const,
  payments: (projectId: string) => [...projectScope(projectId), 'storefront-settings', 'payments'] as const,
};
