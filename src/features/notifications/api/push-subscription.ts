import { NOTIFICATIONS_BASE } from '../../../../common/notifications.ts';
import { api } from '../../../lib/api/client.ts';

export const getVapidKey = () => api<{ publicKey: string }>(`${NOTIFICATIONS_BASE}/push/vapid-public-key`).then((r) => r.publicKey);

export const saveSubscription = (sub: PushSubscription) => {
  const json = sub.toJSON();
  return api<{ ok: true }>(`${NOTIFICATIONS_BASE}/push/subscription`, {
    method: 'POST',
    body: { subscription: { endpoint: json.endpoint, expirationTime: json.expirationTime ?? null, keys: json.keys } },
  });
};

export const removeSubscription = (endpoint: string) =>
  api<void>(`${NOTIFICATIONS_BASE}/push/subscription`, { method: 'DELETE', body: { endpoint } });

export const sendTestNotification = () => api(`${NOTIFICATIONS_BASE}/notifications/test`, { method: 'POST' });
