/**
 * The module runtime (spec 000 §4 "Integration lifecycle"): installs modules into the running app and takes
 * them out again. State lives in one atom; operations run one at a time (a queue), so a project switch never
 * interleaves with an install.
 *
 *   install   → load the chunk, run setup, add menu entries, register routes; any failure undoes all of it
 *   uninstall → teardown, remove menu entries and routes (their URLs render Not Found)
 *   patch     → only for installed modules, else "Can't patch an integration that hasn't been installed"
 *   switch    → uninstall every module, then install the new project's integrations with saved config/setupAt
 */
import { atom } from 'jotai';
import { addMenuItem, type MenuItem, removeMenuItem } from '../menu/registry.ts';
import { appStore } from '../store.ts';
import { modulePath, moduleLoader } from './registry.ts';
import { type Installation, type ModuleContext, type ModuleDefinition, NOT_INSTALLED_MESSAGE } from './types.ts';

export interface InstalledModule {
  code: string;
  def: ModuleDefinition | null;
  ctx: ModuleContext;
  menuNames: string[];
}

export interface RuntimeState {
  projectId: string | null;
  status: 'idle' | 'loading' | 'ready';
  modules: ReadonlyMap<string, InstalledModule>;
}

export const runtimeAtom = atom<RuntimeState>({ projectId: null, status: 'idle', modules: new Map() });

const get = () => appStore.get(runtimeAtom);
const set = (patch: Partial<RuntimeState>) => appStore.set(runtimeAtom, { ...get(), ...patch });

let queue: Promise<unknown> = Promise.resolve();
/** Run operations one after another; a failure does not block the next one. */
function enqueue<T>(op: () => Promise<T>): Promise<T> {
  const next = queue.then(op, op);
  queue = next.catch(() => {});
  return next;
}

export const log = {
  warn: (message: string, detail?: unknown) => console.warn(`[modules] ${message}`, detail ?? ''),
};

/** Module menu items: only with an active project; relative `to` resolved under `/m/{code}`. */
function moduleMenuItem(code: string, item: MenuItem): MenuItem {
  const resolve = (i: MenuItem): MenuItem => ({
    ...i,
    to: i.to !== undefined && !i.to.startsWith('/') ? modulePath(code, i.to) : i.to,
    children: i.children?.map(resolve),
  });
  const when = item.when;
  return { ...resolve(item), when: (ctx) => ctx.projectId !== null && (when ? when(ctx) : true) };
}

async function doInstall(projectId: string, installation: Installation) {
  if (get().modules.has(installation.code)) return get().modules.get(installation.code)!;
  const added: string[] = [];
  const ctx: ModuleContext = {
    ...installation,
    projectId,
    addMenuItem: (item) => {
      addMenuItem(moduleMenuItem(installation.code, item));
      added.push(item.name);
    },
  };
  let def: ModuleDefinition | null = null;
  try {
    const loader = moduleLoader(installation.code);
    def = loader ? (await loader()).default : null;
    await def?.setup?.(ctx);
    for (const item of def?.menu ?? []) ctx.addMenuItem(item);
    if (get().projectId !== projectId) throw new Error('The project changed during the install.');
  } catch (error) {
    for (const name of added) removeMenuItem(name);
    try {
      await def?.teardown?.(ctx);
    } catch {}
    throw error;
  }
  const mod: InstalledModule = { code: installation.code, def, ctx, menuNames: added };
  set({ modules: new Map(get().modules).set(mod.code, mod) });
  return mod;
}

async function doUninstall(code: string) {
  const mod = get().modules.get(code);
  if (!mod) return false;
  const modules = new Map(get().modules);
  modules.delete(code);
  set({ modules });
  for (const name of mod.menuNames) removeMenuItem(name);
  try {
    await mod.def?.teardown?.(mod.ctx);
  } catch (error) {
    log.warn(`teardown of ${code} failed`, error);
  }
  return true;
}

/** Install one module into the active project. Rejects (and leaves no trace) when loading or setup fails. */
export function installModule(projectId: string, installation: Installation) {
  return enqueue(() => doInstall(projectId, installation));
}

export function uninstallModule(code: string) {
  return enqueue(() => doUninstall(code));
}

/** Update an installed module's config (and setupAt); an uninstalled one fails with the spec's message. */
export function patchModule(code: string, patch: Partial<Pick<Installation, 'config' | 'setupAt'>>) {
  return enqueue(async () => {
    const mod = get().modules.get(code);
    if (!mod) throw new Error(NOT_INSTALLED_MESSAGE);
    const next: InstalledModule = { ...mod, ctx: { ...mod.ctx, ...patch } };
    set({ modules: new Map(get().modules).set(code, next) });
    await mod.def?.configure?.(next.ctx);
    return next;
  });
}

export function isModuleInstalled(code: string) {
  return get().modules.has(code);
}

/** Mark the runtime as loading a project (routes wait instead of answering Not Found). */
export function beginProject(projectId: string | null) {
  if (get().projectId !== projectId || get().status !== 'loading') set({ projectId, status: projectId ? 'loading' : 'idle' });
}

/**
 * Project change: uninstall every module, then install the new project's integrations with their saved
 * config and setupAt. A module that fails to install is logged and skipped; the others still install.
 */
export function switchProject(projectId: string | null, installations: Installation[]) {
  return enqueue(async () => {
    for (const code of [...get().modules.keys()]) await doUninstall(code);
    set({ projectId, status: projectId ? 'loading' : 'idle' });
    if (!projectId) return [];
    const failed: string[] = [];
    for (const installation of installations) {
      try {
        await doInstall(projectId, installation);
      } catch (error) {
        failed.push(installation.code);
        log.warn(`could not install ${installation.code}`, error);
      }
    }
    if (get().projectId === projectId) set({ status: 'ready' });
    return failed;
  });
}

/** Wait for every queued operation (tests, navigation after an install). */
export const settled = () => enqueue(async () => {});
