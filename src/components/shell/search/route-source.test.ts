import { describe, expect, it } from 'vitest';
import { searchRoutes } from './route-source.ts';

const routes = [
  { fullPath: '/dashboard/', staticData: { name: 'project.dashboard', title: 'Dashboard' } },
  { fullPath: '/billing/invoices', staticData: { name: 'billing.invoices', title: 'Invoices' } },
  { fullPath: '/billing/invoices/$id', staticData: { name: 'billing.invoices.view', title: 'Invoice' } },
  { fullPath: '/account/login', staticData: { name: 'account.login', title: 'Login', hideFromSearch: true } },
  { fullPath: '/billing/raw', staticData: { name: 'billing.raw' } },
];

describe('route search', () => {
  it('matches names case-insensitively and skips parameterised, hidden and untitled routes', () => {
    expect(searchRoutes(routes, 'BILLING').map((r) => r.href)).toEqual(['/billing/invoices']);
    expect(searchRoutes(routes, 'dash')).toEqual([
      { id: 'project.dashboard', title: 'Dashboard', description: 'project.dashboard', href: '/dashboard' },
    ]);
    expect(searchRoutes(routes, 'login')).toEqual([]);
    expect(searchRoutes(routes, '  ')).toEqual([]);
  });
});
