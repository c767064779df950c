/**
 * The `storefront` module: a Storefront menu entry and the storefront's settings — custom and client domains
 * (`/m/storefront/domains`), terms (`/m/storefront/terms`) and card payments (`/m/storefront/payments`, where the
 * connect flow returns).
 */
import { IconBuildingStore } from '@tabler/icons-react';
import type { ModuleDefinition } from '../../../lib/modules/types.ts';
import { DomainsSettings, PaymentsSettings, TermsSettings } from '../components/StorefrontSettingsPage.tsx';

const storefrontModule: ModuleDefinition = {
  code: 'storefront',
  routes: [
    { path: '', title: 'Storefront settings', component: DomainsSettings },
    { path: 'domains', title: 'Domains', component: DomainsSettings },
    { path: 'terms', title: 'Terms', component: TermsSettings },
    { path: 'payments', title: 'Payments', component: PaymentsSettings },
  ],
  menu: [{ name: 'storefront', label: 'Storefront', order: 104, to: 'domains', icon: IconBuildingStore }],
};

export default storefrontModule;
