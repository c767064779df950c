/**
 * What the public links record: opens, clicks and unsubscribes, on the message's send row — a campaign's
 * `mail_sends` row, or a flow email's `flow_sends` row (its token names the run and step) — and the subscriber.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { flowSends, mailSends, mailSubscribers } from '../../db/schema/index.ts';
import { type Recipient, readFlowMessageId } from './links.ts';

/** The message's send row: the same three timestamps on either table. */
export function sendOf(r: Recipient) {
  const flow = readFlowMessageId(r.campaignId);
  if (flow)
    return {
      table: flowSends,
      key: and(
        eq(flowSends.projectId, r.projectId),
        eq(flowSends.runId, flow.runId),
        eq(flowSends.step, flow.step),
        eq(flowSends.subscriberId, r.subscriberId),
      ),
    } as const;
  return {
    table: mailSends,
    key: and(eq(mailSends.projectId, r.projectId), eq(mailSends.campaignId, r.campaignId), eq(mailSends.subscriberId, r.subscriberId)),
  } as const;
}
const subscriberKey = (r: Recipient) => and(eq(mailSubscribers.projectId, r.projectId), eq(mailSubscribers.id, r.subscriberId));

/** An open: the first per message counts (later ones only move lastOpened). */
export async function recordOpen(db: Tx, r: Recipient) {
  await db.transaction(async (tx) => {
    const { table, key } = sendOf(r);
    const first = await tx
      .update(table)
      .set({ openedAt: sql`now()` })
      .where(and(key, sql`${table.openedAt} IS NULL`))
      .returning({ id: table.subscriberId });
    const seen = (await tx.select({ id: table.subscriberId }).from(table).where(key)).length > 0;
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
    const { table, key } = sendOf(r);
    const [before] = await tx.select({ openedAt: table.openedAt, clickedAt: table.clickedAt }).from(table).where(key).for('update');
    if (!before) return;
    await tx
      .update(table)
      .set({ openedAt: sql`coalesce(${table.openedAt}, now())`, clickedAt: sql`coalesce(${table.clickedAt}, now())` })
      .where(key);
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
    const { table, key } = sendOf(r);
    await tx
      .update(table)
      .set({ unsubscribedAt: sql`coalesce(${table.unsubscribedAt}, now())` })
      .where(key);
    return true;
  });
}
