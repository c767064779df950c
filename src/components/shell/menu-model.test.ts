import { describe, expect, it } from 'vitest';
import type { MenuContext } from '../../lib/menu/registry.ts';
import { pathOf, type RouteName } from '../../lib/router/route-names.ts';
import { CORE_MENU } from './core-menu.ts';
import { shownMenu } from './menu-model.ts';

const ctx = (over: Partial<MenuContext> = {}): MenuContext => ({
  projectId: 'p1',
  integrations: [],
  anyProjectIntegrations: [],
  can: () => false,
  billingLoaded: false,
  organisationCount: 0,
  ...over,
});
const all: { projectId: string | null; hrefOf: (r: RouteName) => string | null } = { projectId: 'p1', hrefOf: (r: RouteName) => pathOf(r) };
const names = (c: MenuContext, links = all) => shownMenu(CORE_MENU, c, links).map((i) => i.label);

describe('core menu (spec 000 §2)', () => {
  it('orders the project menu: Dashboard, Chat, Users, Support, …, Settings', () => {
    expect(names(ctx())).toEqual(['Dashboard', 'Chat', 'Users', 'Support', 'Settings']);
  });
  it('shows Modules and Developer only with a project and integrations.listings.list granted', () => {
    const granted = ctx({ can: (p) => p === 'integrations.listings.list' });
    expect(names(granted)).toEqual(['Dashboard', 'Chat', 'Users', 'Support', 'Modules', 'Developer', 'Settings']);
  });
  it('shows Billing with its four children (1001–1004) only when billing data is loaded', () => {
    const menu = shownMenu(CORE_MENU, ctx({ billingLoaded: true }), all);
    const billing = menu.find((i) => i.label === 'Billing')!;
    expect(billing.children.map((c) => c.label)).toEqual(['Invoices', 'Summaries', 'Charges', 'Payment']);
  });
  it('shows Storage admin to platform admins only, with and without a project', () => {
    expect(names(ctx())).not.toContain('Storage admin');
    expect(names(ctx({ platformAdmin: false }))).not.toContain('Storage admin');
    expect(names(ctx({ platformAdmin: true }))).toEqual(['Dashboard', 'Chat', 'Users', 'Support', 'Storage admin', 'Settings']);
    expect(names(ctx({ projectId: null, platformAdmin: true }), { ...all, projectId: null as string | null })).toContain('Storage admin');
  });
  it('shows Organisations only when one exists; Users has Roles then Invites', () => {
    expect(names(ctx({ organisationCount: 1 }))).toContain('Organisations');
    const users = shownMenu(CORE_MENU, ctx(), all).find((i) => i.label === 'Users')!;
    expect(users.children.map((c) => c.label)).toEqual(['Roles', 'Invites']);
  });
  it('without a project: Account, Chat, Projects, Settings, and Tasks only with the workflow module somewhere', () => {
    expect(names(ctx({ projectId: null }), { ...all, projectId: null as string | null })).toEqual([
      'Account',
      'Chat',
      'Projects',
      'Settings',
    ]);
    expect(names(ctx({ projectId: null, anyProjectIntegrations: ['workflow'] }), { ...all, projectId: null as string | null })).toEqual([
      'Account',
      'Chat',
      'Projects',
      'Tasks',
      'Settings',
    ]);
    expect(names(ctx({ projectId: null, can: () => true }), { ...all, projectId: null as string | null })).not.toContain('Modules');
  });
  it('hides entries whose page is not built, and a parent links to its first built child', () => {
    const built = new Set<RouteName>(['dashboard', 'project.users.invites.list']);
    const menu = shownMenu(CORE_MENU, ctx(), { projectId: 'p1', hrefOf: (r) => (built.has(r) ? `${pathOf(r)}?project=p1` : null) });
    expect(menu.map((i) => [i.label, i.href])).toEqual([
      ['Dashboard', '/dashboard?project=p1'],
      ['Users', '/users/invites?project=p1'],
    ]);
  });
  it('without a project, with the pages that exist today: Account, Projects, Settings, each opening the page it names', () => {
    const none = { projectId: null as string | null };
    const built = (r: RouteName) => (r.startsWith('chat.') || r === 'tasks' ? null : pathOf(r));
    const menu = shownMenu(CORE_MENU, ctx({ projectId: null }), { ...none, hrefOf: built });
    expect(menu.map((i) => [i.label, i.href])).toEqual([
      ['Account', '/dashboard'],
      ['Projects', '/projects'],
      ['Settings', '/settings'],
    ]);
  });
});
