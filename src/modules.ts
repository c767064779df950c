/**
 * App assembly for modules: which integration codes have app screens (each loaded lazily, its own chunk),
 * and the marketplace's own menu entry. Imported once by main.tsx.
 */
import { IconApps } from '@tabler/icons-react';
import { PERMISSIONS } from '../common/permissions.ts';
import { addMenuItem } from './lib/menu/registry.ts';
import { registerModule } from './lib/modules/registry.ts';

registerModule('sitewide-banner', () => import('./features/sitewide-banner/module/sitewide-banner.module.tsx'));
registerModule('fulfillments', () => import('./features/factory/module/factory.module.tsx'));

addMenuItem({
  name: 'modules',
  label: 'Modules',
  order: 1000,
  route: 'integrations.store',
  icon: IconApps,
  when: (ctx) => ctx.projectId !== null && ctx.can(PERMISSIONS.integrationsListingsList),
});
