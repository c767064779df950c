/// <reference lib="webworker" />
/**
 * The service worker, built to /push.js. Foundation: precache the shell (the injected manifest), serve the
 * shell for navigations (so a reload offline still shows the app), claim clients on first install, and
 * skip waiting when the page asks (the "update available" prompt). Push, notification polling and clicks
 * live in sibling modules imported here. Nothing here imports from src/features.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import './notifications/messages.ts';
import './notifications/push-events.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const API_PATHS = [/^\/v\d+\//, /^\/omnis\//, /^\/openapi\.json/, /^\/healthz/, /^\/docs/];
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: API_PATHS }));

self.addEventListener('message', (event) => {
  if (event.data && (event.data as { type?: string }).type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();
