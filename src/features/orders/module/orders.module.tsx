/**
 * The `orders` module: an Orders menu entry, the orders list (`/m/orders`) and an order's page
 * (`/m/orders/{orderId}`, also what the new-order notification opens).
 */
import { IconReceipt } from '@tabler/icons-react';
import type { ModuleDefinition } from '../../../lib/modules/types.ts';
import { OrderPage } from '../components/OrderPage.tsx';
import { OrdersPage } from '../components/OrdersPage.tsx';

const ordersModule: ModuleDefinition = {
  code: 'orders',
  routes: [
    { path: '', title: 'Orders', component: OrdersPage },
    { path: '$', title: 'Order', component: OrderPage },
  ],
  menu: [{ name: 'orders', label: 'Orders', order: 100, to: '', icon: IconReceipt }],
};

export default ordersModule;
