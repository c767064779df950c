/**
 * notify(): how any part of the server tells people something. Writes the notification (one row per
 * recipient) and queues its push delivery in the caller's transaction (a transactional outbox: both commit
 * or neither). The `push` job handler (server/modules/notifications/notifications.jobs.ts) delivers it.
 *
 *   await db.transaction(async (tx) => {
 *     await tx.insert(orders).values(order);
 *     await notify(tx, { projectId: order.projectId }, { title: 'Order placed', action: `/orders?project=…` });
 *   });
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { notifications, projectMembers } from '../db/schema/index.ts';
import { newId } from './ids.ts';
import { enqueueMany } from './jobs.ts';

export const PUSH_QUEUE = 'push';

export type NotifyTarget = { userId: string } | { projectId: string };

export interface NotificationInput {
  title: string;
  body?: string;
  image?: string | null;
  /** In-app link (path + query, e.g. `/users?project=prj_…`) or an absolute URL. */
  action?: string | null;
  /** Skip push (write to the list only). */
  push?: boolean;
}

export interface PushJob {
  userId: string;
  notificationId: string;
}

/** Write one notification per recipient and enqueue push delivery; returns the new ids. */
export async function notify(tx: Tx, target: NotifyTarget, input: NotificationInput): Promise<string[]> {
  const recipients =
    'userId' in target
      ? [target.userId]
      : (await tx.select({ userId: projectMembers.userId }).from(projectMembers).where(eq(projectMembers.projectId, target.projectId))).map(
          (r) => r.userId,
        );
  if (!recipients.length) return [];
  const projectId = 'projectId' in target ? target.projectId : null;
  const rows = recipients.map((userId) => ({
    id: newId('ntf'),
    userId,
    projectId,
    title: input.title.slice(0, 200),
    body: (input.body ?? '').slice(0, 2000),
    image: input.image ?? null,
    action: input.action ?? null,
  }));
  // In chunks: PostgreSQL takes at most 65,535 parameters per statement.
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    await tx.insert(notifications).values(chunk);
    if (input.push !== false) {
      const jobs: PushJob[] = chunk.map((r) => ({ userId: r.userId, notificationId: r.id }));
      await enqueueMany(tx, PUSH_QUEUE, jobs, { maxAttempts: 4 });
    }
  }
  return rows.map((r) => r.id);
}
