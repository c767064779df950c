import { registerJobHandler } from '../../lib/jobs.ts';
import { PUSH_QUEUE, type PushJob } from '../../lib/notify.ts';
import { encodePushPayload, getVapidKeys, sendPush } from '../../lib/push.ts';
import { findNotification, subscriptionsOf, toDto } from './notifications.repo.ts';

registerJobHandler(PUSH_QUEUE, async (payload, { database, log }) => {
  const { userId, notificationId } = payload as PushJob;
  const row = await findNotification(database.db, notificationId);
  if (!row || row.readAt) return; // deleted or already read: nothing to announce
  const subs = await subscriptionsOf(database.db, userId);
  if (!subs.length) return;
  const vapid = await getVapidKeys(database);
  const dto = toDto(row);
  const body = encodePushPayload({
    id: dto.id,
    group: dto.group,
    title: dto.title,
    body: dto.body,
    image: dto.image,
    action: dto.action,
    createdAt: dto.createdAt,
  });
  const outcomes = await Promise.all(subs.map((s) => sendPush(database, s, body, vapid)));
  log.debug({ notificationId, outcomes }, 'push delivered');
  if (outcomes.includes('retry'))
    throw new Error(`push delivery to ${outcomes.filter((o) => o === 'retry').length} device(s) must be retried`);
});
