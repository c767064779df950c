/** What the public links record: opens, clicks and unsubscribes, on the send row and the subscriber. */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { mailSends, mailSubscribers } from '../../db/schema/index.ts';
import type { Recipient } from './links.ts';

const sendKey = (r: Recipient) =>
  and(eq(mailSends.projectId, r.projectId), eq(mailSends.campaignId, r.campaignId), eq(mailSends.subscriberId, r.subscriberId));
const subscriberKey = (r: Recipient) => and(eq(mailSubscribers.projectId, r.projectId), eq(mailSubscribers.id, r.subscriberId));

/** An open: the first per message counts (later ones only move lastOpened). */
export async function recordOpen(db: Tx, r: Recipient) {
  await db.transaction(async (tx) => {
    const first = await tx
      .update(mailSends)
      .set({ openedAt: sql`now()` })
      .where(and(sendKey(r), sql`${mailSends.openedAt} IS NULL`))
      .returning({ id: mailSends.subscriberId });
    const seen = (await tx.select({ id: mailSends.subscriberId }).from(mailSends).where(sendKey(r))).length > 0;
    if (!seen) return;
    await tx
      .update(mailSubscribers)
      .set({
        lastOpenedAt: sql`now()`,
        openCount: first.length ? sql`${mailSubscribers.openCount} + 1` : sql`${mailSubscribers.openCount}`,
      })
      .where(subscriberKey(r));
  });
}

/** A click (which is also an open when the pixel was blocked). */
export async function recordClick(db: Tx, r: Recipient) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ openedAt: mailSends.openedAt, clickedAt: mailSends.clickedAt })
      .from(mailSends)
      .where(sendKey(r))
      .for('update');
    if (!before) return;
    await tx
      .update(mailSends)
      .set({ openedAt: sql`coalesce(${mailSends.openedAt}, now())`, clickedAt: sql`coalesce(${mailSends.clickedAt}, now())` })
      .where(sendKey(r));
    await tx
      .update(mailSubscribers)
      .set({
        lastClickedAt: sql`now()`,
        lastOpenedAt: sql`now()`,
        clickCount: before.clickedAt ? sql`${mailSubscribers.clickCount}` : sql`${mailSubscribers.clickCount} + 1`,
        openCount: before.openedAt ? sql`${mailSubscribers.openCount}` : sql`${mailSubscribers.openCount} + 1`,
      })
      .where(subscriberKey(r));
  });
}

/** Unsubscribe: the consent status, time and source change once; the message's row records it. */
export async function recordUnsubscribe(db: Tx, r: Recipient, source: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [sub] = await tx.select({ status: mailSubscribers.status }).from(mailSubscribers).where(subscriberKey(r)).for('update');
    if (!sub) return false;
    if (sub.status === 'subscribed')
      await tx
        .update(mailSubscribers)
        .set({ status: 'unsubscribed', consentAt: sql`now()`, consentSource: source, updatedAt: sql`now()` })
        .where(subscriberKey(r));
    await tx
      .update(mailSends)
      .set({ unsubscribedAt: sql`coalesce(${mailSends.unsubscribedAt}, now())` })
      .where(sendKey(r));
    return true;
  });
}
