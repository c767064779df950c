/**
 * push → show the notification; notificationclick → focus an open window and route it there (the page's
 * router decides; an action resolving to error.404 opens in a new tab), or open one; pushsubscriptionchange
 * → resubscribe and tell the server; periodicsync → poll (where the browser grants it to the installed app).
 */
import { NOTIFICATIONS_BASE, type NavigateMessage, type PushMessagePayload } from '../../common/notifications.ts';
import { poll } from './polling.ts';
import { deletedIds } from './state.ts';

declare const self: ServiceWorkerGlobalScope;

const ICON = '/icons/icon-192.png';

function parsePayload(event: PushEvent): PushMessagePayload | null {
  try {
    const data = event.data?.json() as Partial<PushMessagePayload> | undefined;
    if (!data || typeof data.title !== 'string') return null;
    return {
      id: String(data.id ?? ''),
      group: String(data.group ?? 'user'),
      title: data.title,
      body: String(data.body ?? ''),
      image: data.image ?? null,
      action: data.action ?? null,
      createdAt: String(data.createdAt ?? new Date().toISOString()),
    };
  } catch {
    const text = event.data?.text();
    return text
      ? { id: '', group: 'user', title: 'Shopfloor', body: text, image: null, action: null, createdAt: new Date().toISOString() }
      : null;
  }
}

self.addEventListener('push', (event) => {
  event.waitUntil(
    (async () => {
      const p = parsePayload(event);
      if (!p) return;
      if (p.id && (await deletedIds()).has(p.id)) return;
      await self.registration.showNotification(p.title, {
        body: p.body,
        icon: ICON,
        badge: ICON,
        tag: p.id || undefined,
        data: { id: p.id, action: p.action, group: p.group },
        ...(p.image ? { image: p.image } : {}),
      } as NotificationOptions);
      await poll(true);
    })(),
  );
});

/** The URL to open for an action: in-app paths stay on our origin; absolute URLs are kept. */
export function actionUrl(action: string | null | undefined): URL {
  try {
    return new URL(action || '/dashboard', self.location.origin);
  } catch {
    return new URL('/dashboard', self.location.origin);
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = actionUrl((event.notification.data as { action?: string } | null)?.action);
  event.waitUntil(
    (async () => {
      if (url.origin !== self.location.origin) {
        await self.clients.openWindow(url.href);
        return;
      }
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const target = windows.find((w) => w.focused) ?? windows.find((w) => w.visibilityState === 'visible') ?? windows[0];
      if (target) {
        await target.focus().catch(() => target);
        const message: NavigateMessage = { type: 'NAVIGATE', url: url.pathname + url.search + url.hash };
        target.postMessage(message);
        return;
      }
      await self.clients.openWindow(url.href);
    })(),
  );
});

async function csrfToken(): Promise<string | null> {
  const store = (self as unknown as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } }).cookieStore;
  const c = await store?.get('XSRF-TOKEN').catch(() => null);
  return c ? decodeURIComponent(c.value) : null;
}

async function serverKey(): Promise<string | null> {
  const res = await fetch(`${NOTIFICATIONS_BASE}/push/vapid-public-key`, { credentials: 'include' }).catch(() => null);
  if (!res?.ok) return null;
  return ((await res.json()) as { publicKey: string }).publicKey;
}

function b64urlToBytes(s: string): Uint8Array<ArrayBuffer> {
  const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

interface SubscriptionChangeEvent extends ExtendableEvent {
  oldSubscription?: PushSubscription | null;
  newSubscription?: PushSubscription | null;
}

self.addEventListener('pushsubscriptionchange', (e) => {
  const event = e as SubscriptionChangeEvent;
  event.waitUntil(
    (async () => {
      const key = event.oldSubscription?.options.applicationServerKey ?? (await serverKey().then((k) => (k ? b64urlToBytes(k) : null)));
      const sub =
        event.newSubscription ??
        (key ? await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }) : null);
      const csrf = await csrfToken();
      const headers: Record<string, string> = { 'content-type': 'application/json', ...(csrf ? { 'X-CSRF-TOKEN': csrf } : {}) };
      if (event.oldSubscription) {
        await fetch(`${NOTIFICATIONS_BASE}/push/subscription`, {
          method: 'DELETE',
          credentials: 'include',
          headers,
          body: JSON.stringify({ endpoint: event.oldSubscription.endpoint }),
        }).catch(() => {});
      }
      if (!sub) return;
      const json = sub.toJSON();
      await fetch(`${NOTIFICATIONS_BASE}/push/subscription`, {
        method: 'POST',
        credentials: 'include',
        headers,
        body: JSON.stringify({ subscription: { endpoint: json.endpoint, expirationTime: json.expirationTime ?? null, keys: json.keys } }),
      }).catch(() => {});
    })(),
  );
});

self.addEventListener('periodicsync' as keyof ServiceWorkerGlobalScopeEventMap, (e) => {
  const event = e as ExtendableEvent & { tag?: string };
  if (event.tag === 'notifications') event.waitUntil(poll(true));
});
