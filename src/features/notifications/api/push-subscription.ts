import { deleteDashboardUserPushSubscription } from '../../../lib/api/generated/ops/deleteDashboardUserPushSubscription.ts';
import { getDashboardUserPushVapidPublicKey } from '../../../lib/api/generated/ops/getDashboardUserPushVapidPublicKey.ts';
import { postDashboardUserNotificationsTest } from '../../../lib/api/generated/ops/postDashboardUserNotificationsTest.ts';
import { postDashboardUserPushSubscription } from '../../../lib/api/generated/ops/postDashboardUserPushSubscription.ts';

export const getVapidKey = () => getDashboardUserPushVapidPublicKey().then((r) => r.publicKey);

export const saveSubscription = (sub: PushSubscription) => {
  const { endpoint = '', expirationTime = null, keys } = sub.toJSON();
  // A browser always gives both keys; a missing one is the server's 422, not a guess here.
  const { p256dh = '', auth = '' } = keys ?? {};
  return postDashboardUserPushSubscription({ body: { subscription: { endpoint, expirationTime, keys: { p256dh, auth } } } });
};

export const removeSubscription = (endpoint: string) => deleteDashboardUserPushSubscription({ body: { endpoint } });

export const sendTestNotification = () => postDashboardUserNotificationsTest();
