/**
 * The `mailPurchases` hook (server/lib/hooks.ts): an order placed moves `last_purchased_at` of the subscriber with
 * the order's email (normalised: trimmed, lower case), in the order's transaction. Never backwards (an order
 * written with an earlier time leaves a later one). The migration backfilled it from the orders already there.
 */
import { and, eq, sql } from 'drizzle-orm';
import { mailSubscribers } from '../../db/schema/index.ts';
import type { MailPurchases } from '../../lib/hooks.ts';

export const mailPurchasesProvider: MailPurchases = {
  async orderPlaced(db, projectId, email, at) {
    const normalised = email.trim().toLowerCase();
    if (!normalised) return;
    await db
      .update(mailSubscribers)
      .set({ lastPurchasedAt: sql`greatest(${mailSubscribers.lastPurchasedAt}, ${at}::timestamptz)` })
      .where(and(eq(mailSubscribers.projectId, projectId), eq(mailSubscribers.email, normalised)));
  },
};
