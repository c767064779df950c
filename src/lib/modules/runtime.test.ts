import { beforeEach, describe, expect, it, vi } from 'vitest';
import { menuItemsAtom, visibleMenu } from '../menu/registry.ts';
import { appStore } from '../store.ts';
import { matchModuleRoute } from './ModuleOutlet.tsx';
import { registerModule, unregisterModule } from './registry.ts';
import { installModule, isModuleInstalled, patchModule, runtimeAtom, switchProject, uninstallModule } from './runtime.ts';
import type { ModuleDefinition } from './types.ts';

const Page = () => null;
const menuNames = () => [...appStore.get(menuItemsAtom).keys()].sort();
const ctxFor = (projectId: string | null) => ({
  projectId,
  integrations: [],
  anyProjectIntegrations: [],
  can: () => true,
  billingLoaded: false,
  organisationCount: 0,
});

function fakeModule(code: string, extra: Partial<ModuleDefinition> = {}) {
  const calls: string[] = [];
  const def: ModuleDefinition = {
    code,
    setup: (ctx) => {
      calls.push(`setup:${ctx.projectId}:${JSON.stringify(ctx.config)}:${ctx.setupAt}`);
    },
    teardown: () => {
      calls.push('teardown');
    },
    routes: [{ path: '', title: code, component: Page }],
    menu: [{ name: `mod.${code}`, label: code, order: 50, to: '' }],
    ...extra,
  };
  registerModule(code, async () => ({ default: def }));
  return calls;
}

beforeEach(async () => {
  await switchProject(null, []);
  for (const c of ['alpha', 'beta', 'broken']) unregisterModule(c);
});

describe('module runtime', () => {
  it('install runs setup and adds menu entries (only with a project); uninstall tears down and removes them', async () => {
    const calls = fakeModule('alpha');
    await switchProject('p1', []);
    await installModule('p1', { code: 'alpha', config: { a: 1 }, setupAt: null });
    expect(calls).toEqual(['setup:p1:{"a":1}:null']);
    expect(menuNames()).toContain('mod.alpha');
    const item = appStore.get(menuItemsAtom).get('mod.alpha')!;
    expect(item.to).toBe('/m/alpha');
    expect(visibleMenu([item], ctxFor('p1'), 'project')).toHaveLength(1);
    expect(visibleMenu([item], ctxFor(null), 'project')).toHaveLength(0);
    expect(isModuleInstalled('alpha')).toBe(true);

    await uninstallModule('alpha');
    expect(calls).toEqual(['setup:p1:{"a":1}:null', 'teardown']);
    expect(menuNames()).not.toContain('mod.alpha');
    expect(appStore.get(runtimeAtom).modules.has('alpha')).toBe(false);
  });

  it('a setup that throws leaves no trace (menu items added by the hook are removed too)', async () => {
    const teardown = vi.fn();
    registerModule('broken', async () => ({
      default: {
        code: 'broken',
        setup: (ctx) => {
          ctx.addMenuItem({ name: 'mod.broken.early', label: 'Early', order: 1 });
          throw new Error('boom');
        },
        teardown,
        menu: [{ name: 'mod.broken', label: 'Broken', order: 2 }],
      },
    }));
    await switchProject('p1', []);
    const before = menuNames();
    await expect(installModule('p1', { code: 'broken', config: {}, setupAt: null })).rejects.toThrow('boom');
    expect(menuNames()).toEqual(before);
    expect(isModuleInstalled('broken')).toBe(false);
    expect(teardown).toHaveBeenCalledOnce();
  });

  it('a chunk that fails to load is rolled back the same way', async () => {
    registerModule('broken', () => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    await switchProject('p1', []);
    await expect(installModule('p1', { code: 'broken', config: {}, setupAt: null })).rejects.toThrow(/dynamically/);
    expect(isModuleInstalled('broken')).toBe(false);
  });

  it("patching an uninstalled module fails with the spec's message; an installed one gets the new config", async () => {
    fakeModule('alpha');
    await switchProject('p1', [{ code: 'alpha', config: {}, setupAt: null }]);
    await expect(patchModule('beta', { config: {} })).rejects.toThrow("Can't patch an integration that hasn't been installed");
    await patchModule('alpha', { config: { x: 2 } });
    expect(appStore.get(runtimeAtom).modules.get('alpha')!.ctx.config).toEqual({ x: 2 });
  });

  it('a project switch uninstalls every module and installs the new set with saved config and setupAt', async () => {
    const a = fakeModule('alpha');
    const b = fakeModule('beta');
    await switchProject('p1', [{ code: 'alpha', config: { n: 1 }, setupAt: null }]);
    expect(appStore.get(runtimeAtom)).toMatchObject({ projectId: 'p1', status: 'ready' });
    await switchProject('p2', [
      { code: 'beta', config: { n: 2 }, setupAt: '2026-01-01T00:00:00Z' },
      { code: 'server-only', config: {}, setupAt: null },
    ]);
    expect(a).toEqual(['setup:p1:{"n":1}:null', 'teardown']);
    expect(b).toEqual(['setup:p2:{"n":2}:2026-01-01T00:00:00Z']);
    expect([...appStore.get(runtimeAtom).modules.keys()].sort()).toEqual(['beta', 'server-only']);
    expect(menuNames()).toContain('mod.beta');
    expect(menuNames()).not.toContain('mod.alpha');
  });

  it('one failing module does not stop the others from installing on a switch', async () => {
    fakeModule('alpha');
    registerModule('broken', async () => ({ default: { code: 'broken', setup: () => Promise.reject(new Error('nope')) } }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failed = await switchProject('p1', [
      { code: 'broken', config: {}, setupAt: null },
      { code: 'alpha', config: {}, setupAt: null },
    ]);
    expect(failed).toEqual(['broken']);
    expect(isModuleInstalled('alpha')).toBe(true);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('matchModuleRoute', () => {
  const routes = [
    { path: '', title: 'Index', component: Page },
    { path: 'settings', title: 'Settings', component: Page },
  ];
  it('matches the index, a named route and deeper paths; unknown paths do not match', () => {
    expect(matchModuleRoute(routes, '')?.route.title).toBe('Index');
    expect(matchModuleRoute(routes, '/settings/')?.route.title).toBe('Settings');
    expect(matchModuleRoute(routes, 'settings/a/b')?.rest).toBe('a/b');
    expect(matchModuleRoute(routes, 'other')).toBeNull();
  });
  it('sends any other path to a `$` route, with the whole path as rest', () => {
    const withParam = [...routes, { path: '$', title: 'Record', component: Page }];
    expect(matchModuleRoute(withParam, '')?.route.title).toBe('Index');
    expect(matchModuleRoute(withParam, 'settings')?.route.title).toBe('Settings');
    expect(matchModuleRoute(withParam, '01ABC/')).toMatchObject({ route: { title: 'Record' }, rest: '01ABC' });
  });
});
