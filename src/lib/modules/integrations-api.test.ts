import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
const responses = new Map<string, unknown>();
vi.mock('../api/client.ts', () => ({
  api: vi.fn(async (url: string, opts?: { method?: string }) => {
    const key = `${opts?.method ?? 'GET'} ${url}`;
    calls.push(key);
    if (url.includes('/slow/')) await new Promise((r) => setTimeout(r, 30));
    const r = responses.get(key);
    if (r instanceof Error) throw r;
    return r ?? {};
  }),
}));
vi.mock('../auth/session-reset.ts', () => ({ onSessionReset: () => () => {} }));

const { loadProjectModules } = await import('./integrations-api.ts');
const { installIntegration, updateIntegrationConfig } = await import('./integrations-flows.ts');
const { registerModule } = await import('./registry.ts');
const { isModuleInstalled, runtimeAtom, switchProject } = await import('./runtime.ts');
const { appStore } = await import('../store.ts');

const inst = (code: string, extra = {}) => ({
  code,
  config: {},
  setupAt: null,
  installed: true,
  installedAt: 'x',
  uninstalledAt: null,
  ...extra,
});

beforeEach(async () => {
  calls.length = 0;
  responses.clear();
  await switchProject('p1', []);
});

describe('integrations api + runtime', () => {
  it('install: POST, setup hook, then POST setup (first time) — the module ends installed with setupAt', async () => {
    registerModule('good', async () => ({ default: { code: 'good' } }));
    responses.set('POST /v1/projects/p1/integrations/good', inst('good'));
    responses.set('POST /v1/projects/p1/integrations/good/setup', inst('good', { setupAt: '2026-11-22T00:00:00Z' }));
    await installIntegration('p1', 'good');
    expect(calls).toEqual(['POST /v1/projects/p1/integrations/good', 'POST /v1/projects/p1/integrations/good/setup']);
    expect(appStore.get(runtimeAtom).modules.get('good')!.ctx.setupAt).toBe('2026-11-22T00:00:00Z');
  });

  it('a failing setup is rolled back on the server too (DELETE) and reported', async () => {
    registerModule('bad', async () => ({
      default: {
        code: 'bad',
        setup: () => {
          throw new Error('no printer');
        },
      },
    }));
    responses.set('POST /v1/projects/p1/integrations/bad', inst('bad'));
    await expect(installIntegration('p1', 'bad')).rejects.toThrow('The module could not be set up (no printer). Nothing was installed.');
    expect(calls).toEqual(['POST /v1/projects/p1/integrations/bad', 'DELETE /v1/projects/p1/integrations/bad']);
    expect(isModuleInstalled('bad')).toBe(false);
  });

  it("updating an uninstalled integration fails with the spec's message, without a call", async () => {
    await expect(updateIntegrationConfig('p1', 'nope', {})).rejects.toThrow("Can't patch an integration that hasn't been installed");
    expect(calls).toEqual([]);
  });

  it('a 404 while loading a project is logged only; the runtime ends empty and ready', async () => {
    const { AppError } = await import('../api/errors.ts');
    responses.set('GET /v1/projects/p9/integrations', new AppError({ code: 'PROJECT_NOT_FOUND', message: 'x', status: 404 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await loadProjectModules('p9');
    expect(warn).toHaveBeenCalled();
    expect(appStore.get(runtimeAtom)).toMatchObject({ projectId: 'p9', status: 'ready' });
    warn.mockRestore();
  });

  it('a slower load of an older project never overwrites the newer one', async () => {
    registerModule('a', async () => ({ default: { code: 'a' } }));
    registerModule('b', async () => ({ default: { code: 'b' } }));
    responses.set('GET /v1/projects/slow/integrations', { integrations: [inst('a')] });
    responses.set('GET /v1/projects/pb/integrations', { integrations: [inst('b')] });
    const first = loadProjectModules('slow');
    const second = loadProjectModules('pb');
    await Promise.all([first, second]);
    expect(appStore.get(runtimeAtom).projectId).toBe('pb');
    expect([...appStore.get(runtimeAtom).modules.keys()]).toEqual(['b']);
  });

  it("offline, a project's modules come from the cached installed set (their menu entries stay)", async () => {
    const { AppError } = await import('../api/errors.ts');
    const { queryClient } = await import('../query/client.ts');
    registerModule('cached', async () => ({ default: { code: 'cached' } }));
    responses.set('GET /v1/projects/pc/integrations', { integrations: [inst('cached')] });
    await loadProjectModules('pc');
    expect(isModuleInstalled('cached')).toBe(true);
    await switchProject('p1', []);
    // The server is down now, and the cached copy is stale.
    await queryClient.invalidateQueries({ queryKey: ['project', 'pc'] });
    responses.set('GET /v1/projects/pc/integrations', new AppError({ code: 'AXIOS_ERROR', message: 'unreachable', status: 0 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await loadProjectModules('pc');
    warn.mockRestore();
    expect(calls.filter((c) => c === 'GET /v1/projects/pc/integrations')).toHaveLength(2);
    expect(appStore.get(runtimeAtom).projectId).toBe('pc');
    expect(isModuleInstalled('cached')).toBe(true);
  });
});
