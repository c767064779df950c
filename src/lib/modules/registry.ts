/** Integration code → lazy module loader. Filled by the app assembly (`src/modules.ts`); lib code never imports features. */
import type { ModuleLoader } from './types.ts';

const loaders = new Map<string, ModuleLoader>();

export function registerModule(code: string, loader: ModuleLoader) {
  loaders.set(code, loader);
}

export function unregisterModule(code: string) {
  loaders.delete(code);
}

/** Null for integrations without app screens (server-side only): they install with no routes or menu. */
export function moduleLoader(code: string): ModuleLoader | null {
  return loaders.get(code) ?? null;
}

export const modulePath = (code: string, path = '') => `/m/${code}${path ? `/${path}` : ''}`;
