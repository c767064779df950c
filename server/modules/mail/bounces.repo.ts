/**
 * Bounces and complaints (issue 20): a permanent refusal at send time or a hard bounce reported later (DSN) marks
 * the message's send row bounced and the subscriber `bounced`; a feedback report (ARF) marks it complained and the
 * subscriber `complained`. Each is recorded once per message (the same report twice changes nothing the second
 * time). Neither status is ever mailed again: audiences and flow sends take `subscribed` people only.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { mailSubscribers } from '../../db/schema/index.ts';
import type { Recipient } from './links.ts';
import { sendOf } from './tracking.repo.ts';

export type Feedback = 'bounced' | 'complained';

/**
 * The subscriber's consent after a bounce or complaint, with its time and source (`bounce`, `complaint`). A complaint
 * outranks everything; a bounce anything but a complaint.
 */
export async function setFeedbackStatus(db: Tx, projectId: string, subscriberId: string, kind: Feedback) {
  await db
    .update(mailSubscribers)
    .set({ status: kind, consentAt: sql`now()`, consentSource: kind === 'bounced' ? 'bounce' : 'complaint', updatedAt: sql`now()` })
    .where(
      and(
        eq(mailSubscribers.projectId, projectId),
        eq(mailSubscribers.id, subscriberId),
        kind === 'bounced'
          ? sql`${mailSubscribers.status} NOT IN ('bounced', 'complained')`
          : sql`${mailSubscribers.status} <> 'complained'`,
      ),
    );
}

/**
 * A bounce or complaint reported later for one message (a campaign's or a flow's): `recorded` the first time,
 * `duplicate` when that message already has one, `unknown` when there is no such message (a deleted subscriber).
 */
export async function recordFeedback(
  db: Tx,
  r: Recipient,
  kind: Feedback,
  detail: string | null,
): Promise<'recorded' | 'duplicate' | 'unknown'> {
  return db.transaction(async (tx) => {
    const { table, key } = sendOf(r);
    const column = kind === 'bounced' ? table.bouncedAt : table.complainedAt;
    const set =
      kind === 'bounced'
        ? // the status stays what happened at send time (`sent`): `bouncedAt` says it came back
          { bouncedAt: sql`now()`, ...(detail ? { error: detail.slice(0, 500) } : {}) }
        : { complainedAt: sql`now()` };
    const changed = await tx
      .update(table)
      .set(set as never)
      .where(and(key, isNull(column)))
      .returning({ id: table.subscriberId });
    if (!changed.length) {
      const exists = await tx.select({ id: table.subscriberId }).from(table).where(key);
      return exists.length ? 'duplicate' : 'unknown';
    }
    await setFeedbackStatus(tx, r.projectId, r.subscriberId, kind);
    return 'recorded';
  });
}
