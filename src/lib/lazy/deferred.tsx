/**
 * A component whose code loads on first render (or earlier, through `preload`) and which renders nothing
 * until then — without Suspense. React holds back the reveal of a resolved Suspense boundary until 300 ms
 * after the last fallback change, so a chain of lazy regions (header → bell) costs that much per link; a
 * state update after the import is committed at once.
 */
import { type ComponentType, useEffect, useState } from 'react';

export interface Deferred<P> {
  (props: P): React.ReactNode;
  /** Starts loading the code (idempotent; a failed load is retried on the next call). */
  preload: () => Promise<ComponentType<P>>;
}

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): Deferred<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  function DeferredComponent(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (Component) return;
      let live = true;
      preload().then(
        (c) => live && setComponent(() => c),
        (error: unknown) => console.error('A part of the page could not be loaded.', error),
      );
      return () => {
        live = false;
      };
    }, [Component]);
    return Component ? <Component {...props} /> : null;
  }
  return Object.assign(DeferredComponent, { preload });
}
