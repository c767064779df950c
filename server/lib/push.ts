/**
 * Web push delivery (RFC 8030 + RFC 8291 message encryption + RFC 8292 VAPID) with the `web-push` library.
 *
 * The library builds the request (encryption, `Authorization: vapid t=…, k=…`, TTL, Urgency); we send it
 * with `fetch`, which works for every push service and also for a plain-http endpoint in tests (the
 * library's own sender only speaks https). A 404/410 answer means the subscription is gone: delete it.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { pushSubscriptions } from '../db/schema/index.ts';
import { getOrCreateSetting } from './keys.ts';
import type { PushMessagePayload } from '../../common/notifications.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** VAPID keys: from configuration, or generated once and kept in app_settings (shared by every process). */
export async function getVapidKeys(database: Database): Promise<VapidKeys> {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject: config.VAPID_SUBJECT };
  }
  const keys = await getOrCreateSetting(database, 'vapid_keys', () => webpush.generateVAPIDKeys());
  return { ...keys, subject: config.VAPID_SUBJECT };
}

/** How long a push service keeps an undelivered message: one day (TTL is always sent). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** RFC 8291 allows one 4096-byte record; with the 86-byte header, 16-byte tag and padding delimiter the
 * plaintext limit is 3993 bytes. We keep our JSON payload well under it. */
export const MAX_PUSH_PAYLOAD_BYTES = 3000;

/** The payload the service worker reads (common/notifications.ts: one definition for server and worker). */
export type PushPayload = PushMessagePayload;

/** Serialise a payload under the size limit: long bodies are shortened, then the image dropped. */
export function encodePushPayload(p: PushPayload): string {
  let payload = { ...p };
  let json = JSON.stringify(payload);
  if (Buffer.byteLength(json) > MAX_PUSH_PAYLOAD_BYTES && payload.image && payload.image.length > 512) {
    payload = { ...payload, image: null };
    json = JSON.stringify(payload);
  }
  while (Buffer.byteLength(json) > MAX_PUSH_PAYLOAD_BYTES) {
    const over = Buffer.byteLength(json) - MAX_PUSH_PAYLOAD_BYTES;
    const keep = Math.max(0, payload.body.length - over - 1);
    if (keep === 0 && !payload.body) {
      payload = { ...payload, title: payload.title.slice(0, 200), action: payload.action?.slice(0, 1000) ?? null };
      json = JSON.stringify(payload);
      break;
    }
    payload = { ...payload, body: `${payload.body.slice(0, keep)}…` };
    json = JSON.stringify(payload);
  }
  return json;
}

export const subscriptionId = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex');

export interface StoredSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export type PushOutcome = 'sent' | 'gone' | 'retry' | 'rejected';

/** Send one encrypted message; delete the subscription on 404/410. */
export async function sendPush(database: Database, sub: StoredSubscription, payload: string, vapid: VapidKeys): Promise<PushOutcome> {
  const details = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: sub.keys }, payload, {
    TTL: PUSH_TTL_SECONDS,
    urgency: 'normal',
    vapidDetails: vapid,
    contentEncoding: 'aes128gcm',
  });
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(details.headers)) headers[k] = String(v);
  delete headers['Content-Length'];
  let res: Response;
  try {
    res = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body ? new Uint8Array(details.body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return 'retry';
  }
  await res.arrayBuffer().catch(() => {});
  if (res.status === 404 || res.status === 410) {
    await database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
    return 'gone';
  }
  if (res.status === 429 || res.status >= 500) return 'retry';
  if (res.status >= 200 && res.status < 300) {
    await database.db.update(pushSubscriptions).set({ lastSuccessAt: new Date().toISOString() }).where(eq(pushSubscriptions.id, sub.id));
    return 'sent';
  }
  return 'rejected';
}
