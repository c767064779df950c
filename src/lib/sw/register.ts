/**
 * Registers the service worker (/push.js) with workbox-window and exposes "an update is waiting" to React.
 * A new build installs in the background; the page shows the prompt and, on request, tells the waiting
 * worker to skip waiting and reloads once it controls the page.
 */
import { useEffect, useState } from 'react';
import type { Workbox } from 'workbox-window';

type Listener = (waiting: boolean) => void;
let wb: Workbox | null = null;
let updateWaiting = false;
let updateRequested = false;
const listeners = new Set<Listener>();

export function onUpdateAvailable(fn: Listener) {
  listeners.add(fn);
  fn(updateWaiting);
  return () => {
    listeners.delete(fn);
  };
}

/** True once a new build's worker is waiting. */
export function useUpdateAvailable() {
  const [waiting, setWaiting] = useState(false);
  useEffect(() => onUpdateAvailable(setWaiting), []);
  return waiting;
}

/**
 * Registers once the page has loaded and the browser is idle (workbox-window is fetched then too), so neither
 * competes with the first page's own requests.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const start = () => register().catch((error: unknown) => console.error('The service worker could not be registered.', error));
  const whenIdle = () =>
    window.requestIdleCallback ? window.requestIdleCallback(() => void start(), { timeout: 3000 }) : setTimeout(start, 500);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

async function register() {
  const { Workbox } = await import('workbox-window');
  wb = new Workbox('/push.js', { scope: '/', type: 'module' });
  wb.addEventListener('waiting', () => {
    updateWaiting = true;
    for (const fn of listeners) fn(true);
  });
  // Reload once the new worker takes control, but only when the person asked for the update.
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (updateRequested) window.location.reload();
  });
  void wb.register();
  // Check for a new build when the tab comes back and every 30 minutes.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb?.update();
  });
  setInterval(() => void wb?.update(), 30 * 60 * 1000);
}

export function applyUpdate() {
  updateRequested = true;
  wb?.messageSkipWaiting();
}
