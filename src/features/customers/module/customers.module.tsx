/** The `customers` module: a Customers menu entry, the customers list (`/m/customers`) and a customer's page. */
import { IconUsers } from '@tabler/icons-react';
import type { ModuleDefinition } from '../../../lib/modules/types.ts';
import { CustomerPage } from '../components/CustomerPage.tsx';
import { CustomersPage } from '../components/CustomersPage.tsx';

const customersModule: ModuleDefinition = {
  code: 'customers',
  routes: [
    { path: '', title: 'Customers', component: CustomersPage },
    { path: '$', title: 'Customer', component: CustomerPage },
  ],
  menu: [{ name: 'customers', label: 'Customers', order: 110, to: '', icon: IconUsers }],
};

export default customersModule;
