/**
 * The one file route behind every module route (`/m/$module/$`): finds the installed module and its route in
 * the runtime and renders it; a module that is not installed (or a path it does not have) is Not Found.
 */
import { Center, Loader } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { Suspense, useEffect } from 'react';
import { NotFound } from '../../components/NotFound.tsx';
import { useActiveProjectId } from './active-project.ts';
import { runtimeAtom } from './runtime.ts';
import type { ModuleRoute } from './types.ts';

const loading = (
  <Center mih="40dvh">
    <Loader aria-label="Loading module" />
  </Center>
);

/**
 * The route for a path: the exact or longest-prefix match; else a `$` route (a record's page, `/m/orders/{id}`),
 * which gets the whole path as `rest`.
 */
export function matchModuleRoute(routes: ModuleRoute[], splat: string) {
  const path = splat.replace(/^\/+|\/+$/g, '');
  let best: ModuleRoute | null = null;
  for (const r of routes) {
    if (r.path === '$') continue;
    const exact = r.path === path;
    const prefix = r.path !== '' && path.startsWith(`${r.path}/`);
    if (exact || prefix) {
      if (!best || r.path.length > best.path.length) best = r;
    }
  }
  if (best) return { route: best, rest: path.slice(best.path.length).replace(/^\//, '') };
  const param = path ? routes.find((r) => r.path === '$') : undefined;
  return param ? { route: param, rest: path } : null;
}

export function ModuleOutlet({ code, splat }: { code: string; splat: string }) {
  const state = useAtomValue(runtimeAtom);
  const projectId = useActiveProjectId();
  const mod = state.modules.get(code);
  const match = mod?.def?.routes ? matchModuleRoute(mod.def.routes, splat) : null;
  useEffect(() => {
    if (match) document.title = `${match.route.title} | Shopfloor`;
  }, [match]);
  if (projectId && (state.projectId !== projectId || state.status === 'loading') && !mod) return loading;
  if (!mod || !match || !projectId) return <NotFound />;
  const Component = match.route.component;
  return (
    <Suspense fallback={loading}>
      <Component ctx={mod.ctx} rest={match.rest} />
    </Suspense>
  );
}
