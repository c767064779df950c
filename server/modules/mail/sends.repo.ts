/** The per-recipient send rows of a campaign: written once, claimed one at a time, marked, counted. */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { mailCampaigns, mailSends } from '../../db/schema/index.ts';
import { audienceWhere } from './audience.repo.ts';

/** Write the recipients and mark the campaign started, once (the campaign row is locked meanwhile). */
export async function writeRecipients(tx: Tx, projectId: string, campaignId: string) {
  const [c] = await tx
    .select()
    .from(mailCampaigns)
    .where(and(eq(mailCampaigns.projectId, projectId), eq(mailCampaigns.id, campaignId)))
    .for('update');
  if (!c || c.startedAt) return;
  const where = await audienceWhere(tx, projectId, c.audience);
  if (where)
    await tx.execute(
      sql`INSERT INTO mail_sends (project_id, campaign_id, subscriber_id, email) SELECT project_id, ${campaignId}, id, email FROM mail_subscribers WHERE ${where} ON CONFLICT DO NOTHING`,
    );
  const [n] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(mailSends)
    .where(and(eq(mailSends.projectId, projectId), eq(mailSends.campaignId, campaignId)));
  await tx
    .update(mailCampaigns)
    .set({ startedAt: new Date().toISOString(), recipients: n?.n ?? 0 })
    .where(and(eq(mailCampaigns.projectId, projectId), eq(mailCampaigns.id, campaignId)));
}

/** Lock the next pending row of the campaign (skipping rows other workers hold), with the subscriber's status now. */
export async function claimNext(tx: Tx, projectId: string, campaignId: string) {
  const claimed = await tx.execute<{ subscriber_id: string; email: string; status: string | null }>(
    sql`SELECT s.subscriber_id, s.email, sub.status
          FROM mail_sends s
          LEFT JOIN mail_subscribers sub ON sub.project_id = s.project_id AND sub.id = s.subscriber_id
         WHERE s.project_id = ${projectId} AND s.campaign_id = ${campaignId} AND s.status = 'pending'
         LIMIT 1
         FOR UPDATE OF s SKIP LOCKED`,
  );
  const row = claimed.rows[0];
  return row ? { subscriberId: row.subscriber_id, email: row.email, subscriberStatus: row.status } : null;
}

export async function markSend(
  tx: Tx,
  key: { projectId: string; campaignId: string; subscriberId: string },
  set: Partial<Pick<typeof mailSends.$inferInsert, 'status' | 'sentAt' | 'bouncedAt' | 'error'>>,
) {
  await tx
    .update(mailSends)
    .set(set)
    .where(
      and(eq(mailSends.projectId, key.projectId), eq(mailSends.campaignId, key.campaignId), eq(mailSends.subscriberId, key.subscriberId)),
    );
}

export async function pendingCount(db: Tx, projectId: string, campaignId: string) {
  const [left] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailSends)
    .where(and(eq(mailSends.projectId, projectId), eq(mailSends.campaignId, campaignId), eq(mailSends.status, 'pending')));
  return left?.n ?? 0;
}
