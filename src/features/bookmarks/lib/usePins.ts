/** React bindings of the pin store, and the refresher started with the router's preload. */
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import { getPins, type Pin, startPinRefresh, subscribePins } from './pins.ts';
import { viewLocation } from './views.ts';

export const usePins = () => useSyncExternalStore(subscribePins, getPins, getPins);

export function usePinRefresh() {
  const qc = useQueryClient();
  const router = useRouter();
  useEffect(() => {
    startPinRefresh(qc, async (p: Pin) => {
      const to = viewLocation(router, p.view, p.projectId);
      if (to) await router.preloadRoute(to as never);
    });
  }, [qc, router]);
}
