/** Web push in this browser: support, current subscription, subscribe, and the 30-day prompt snooze. */
import { get, set } from 'idb-keyval';
import { IDB_PUSH_SNOOZED_UNTIL, PUSH_PROMPT_SNOOZE_MS } from '../../../../common/notifications.ts';
import { getVapidKey, saveSubscription } from '../api/push-subscription.ts';

export const MESSAGES = {
  subscribed: 'Subscribed to real-time notifications',
  blocked: 'Notifications are disabled or blocked by user',
  failed: 'Failed to subscribe to notifications',
  unsupported: 'Real-time notifications are not supported in this browser',
} as const;

export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const reg = await navigator.serviceWorker.getRegistration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

function b64urlToBytes(s: string): Uint8Array<ArrayBuffer> {
  const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export type SubscribeResult = 'subscribed' | 'blocked' | 'failed';

export async function subscribeToPush(): Promise<SubscribeResult> {
  if (!pushSupported()) return 'failed';
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return 'blocked';
  try {
    const reg = await navigator.serviceWorker.ready;
    const key = await getVapidKey();
    const sub =
      (await reg.pushManager.getSubscription()) ??
      (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: b64urlToBytes(key) }));
    await saveSubscription(sub);
    return 'subscribed';
  } catch {
    return 'failed';
  }
}

export async function snoozedUntil(): Promise<number> {
  return (await get<number>(IDB_PUSH_SNOOZED_UNTIL).catch(() => undefined)) ?? 0;
}

export async function snoozePrompt(now = Date.now()) {
  await set(IDB_PUSH_SNOOZED_UNTIL, now + PUSH_PROMPT_SNOOZE_MS).catch(() => {});
}
