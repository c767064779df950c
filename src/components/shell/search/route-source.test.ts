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
      { id: 'project.dashboard', title: 'Dashboard', description: 'Project', href: '/dashboard' },
    ]);
    expect(searchRoutes(routes, 'login')).toEqual([]);
    expect(searchRoutes(routes, '  ')).toEqual([]);
  });

  it('never shows internal route names, and tells same-titled pages apart instead of listing "Settings" twice', () => {
    const all = [
      ...routes,
      { fullPath: '/users/invites', staticData: { name: 'project.users.invites.list', title: 'Invites' } },
      { fullPath: '/settings/', staticData: { name: 'account.settings', title: 'Settings' } },
      { fullPath: '/projects/settings', staticData: { name: 'projects.settings', title: 'Settings' } },
    ];
    const invites = searchRoutes(all, 'invites');
    expect(invites).toEqual([{ id: 'project.users.invites.list', title: 'Invites', description: 'Project', href: '/users/invites' }]);
    const settings = searchRoutes(all, 'settings');
    expect(settings.map((r) => r.title)).toEqual(['Account settings', 'Project settings']);
    for (const r of [...invites, ...settings]) expect(`${r.title} ${r.description}`).not.toMatch(/\w\.\w/);
  });
});
