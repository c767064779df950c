/**
 * The router's error page, loaded when an error first needs it (or once the browser is idle): its Mantine
 * parts (Paper, ThemeIcon, Code …) stay out of the first load. The service worker precaches the chunk, so it
 * loads offline too.
 */
import type { ErrorComponentProps } from '@tanstack/react-router';
import { deferred } from '../lib/lazy/deferred.tsx';

const Deferred = deferred<ErrorComponentProps>(() => import('./ErrorPage.tsx').then((m) => m.ErrorPage));

export function LazyErrorPage(props: ErrorComponentProps) {
  return <Deferred {...props} />;
}

if (typeof window !== 'undefined') {
  const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 2000));
  window.addEventListener('load', () => idle(() => void Deferred.preload().catch(() => {})), { once: true });
}
