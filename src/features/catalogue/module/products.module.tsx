/**
 * The `products` module: the catalogue browser (`/m/products`), a product's page (`/m/products/{productId}`),
 * the factories' statements and their transactions, and a link to the resupply shop (`/resupply/shop`).
 */
import { IconPackage } from '@tabler/icons-react';
import type { ModuleDefinition } from '../../../lib/modules/types.ts';
import { ProductPage } from '../components/ProductPage.tsx';
import { ProductsPage } from '../components/ProductsPage.tsx';
import { StatementsPage } from '../components/StatementsPage.tsx';
import { TransactionsPage } from '../components/TransactionsPage.tsx';

const productsModule: ModuleDefinition = {
  code: 'products',
  routes: [
    { path: '', title: 'Catalogue', component: ProductsPage },
    { path: 'statements', title: 'Statements', component: StatementsPage },
    { path: 'transactions', title: 'Transactions', component: TransactionsPage },
    { path: '$', title: 'Product', component: ProductPage },
  ],
  menu: [
    {
      name: 'products',
      label: 'Products',
      order: 105,
      to: '',
      icon: IconPackage,
      children: [
        { name: 'products.catalogue', label: 'Catalogue', order: 1, to: '' },
        { name: 'products.statements', label: 'Statements', order: 2, to: 'statements' },
        { name: 'products.transactions', label: 'Transactions', order: 3, to: 'transactions' },
        { name: 'products.resupply', label: 'Resupply shop', order: 4, to: '/resupply/shop' },
      ],
    },
  ],
};

export default productsModule;
