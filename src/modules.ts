/**
 * App assembly for modules: which integration codes have app screens (each loaded lazily, its own chunk).
 * Imported once by main.tsx. (The Modules menu entry is a core entry: components/shell/core-menu.ts.)
 */
import { registerModule } from './lib/modules/registry.ts';

registerModule('sitewide-banner', () => import('./features/sitewide-banner/module/sitewide-banner.module.tsx'));
registerModule('fulfillments', () => import('./features/factory/module/factory.module.tsx'));
registerModule('workflow', () => import('./features/tasks/module/workflow.module.tsx'));
registerModule('okrs', () => import('./features/okrs/module/okrs.module.tsx'));
import './features/bookmarks/register.ts'; // "Save this view" on every list (bookmarks)
registerModule('orders', () => import('./features/orders/module/orders.module.tsx'));
registerModule('customers', () => import('./features/customers/module/customers.module.tsx'));
registerModule('products', () => import('./features/catalogue/module/products.module.tsx'));
registerModule('inserts', () => import('./features/catalogue/module/inserts.module.tsx'));
registerModule('enquiries', () => import('./features/enquiries/module/enquiries.module.tsx'));
registerModule('reviews', () => import('./features/reviews/module/reviews.module.tsx'));
registerModule('storefront', () => import('./features/storefront/module/storefront.module.tsx'));
registerModule('email', () => import('./features/email/module/email.module.tsx'));
registerModule('flows', () => import('./features/flows/module/flows.module.tsx'));
import './features/metrics/register.ts'; // the Metrics menu entry (explorer, monitors)
registerModule('drive', () => import('./features/drive/module/drive.module.tsx'));
