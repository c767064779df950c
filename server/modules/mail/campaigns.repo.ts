/** Campaign queries and their reports (counted from the per-recipient send rows). */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { CampaignStatus } from '../../../common/mail.ts';
import type { Tx } from '../../db/client.ts';
import { mailCampaigns, mailSends } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { type CursorValue, paginate } from '../../lib/pagination.ts';
import { projectRepo } from '../../lib/project-repo.ts';
import { containsPattern } from '../../lib/sql.ts';

export type CampaignRow = typeof mailCampaigns.$inferSelect;
const campaigns = projectRepo(mailCampaigns);
const EPOCH = '1970-01-01T00:00:00.000Z';

export interface Report {
  recipients: number;
  sent: number;
  delivered: number;
  opened: number;
  clicked: number;
  unsubscribed: number;
  bounced: number;
  complained: number;
  failed: number;
  pending: number;
}
const emptyReport = (recipients: number): Report => ({
  recipients,
  sent: 0,
  delivered: 0,
  opened: 0,
  clicked: 0,
  unsubscribed: 0,
  bounced: 0,
  complained: 0,
  failed: 0,
  pending: 0,
});

export async function reportsOf(db: Tx, projectId: string, rows: CampaignRow[]): Promise<Map<string, Report>> {
  const out = new Map(rows.map((r) => [r.id, emptyReport(r.recipients)]));
  const started = rows.filter((r) => r.startedAt).map((r) => r.id);
  if (!started.length) return out;
  const counts = await db
    .select({
      campaignId: mailSends.campaignId,
      // Handed to the receiving server: delivered, or refused for good (a bounce at send time or a DSN later).
      sent: sql<number>`count(*) FILTER (WHERE ${mailSends.status} IN ('sent', 'bounced'))::int`,
      opened: sql<number>`count(${mailSends.openedAt})::int`,
      clicked: sql<number>`count(${mailSends.clickedAt})::int`,
      unsubscribed: sql<number>`count(${mailSends.unsubscribedAt})::int`,
      bounced: sql<number>`count(${mailSends.bouncedAt})::int`,
      complained: sql<number>`count(${mailSends.complainedAt})::int`,
      failed: sql<number>`count(*) FILTER (WHERE ${mailSends.status} = 'failed')::int`,
      pending: sql<number>`count(*) FILTER (WHERE ${mailSends.status} = 'pending')::int`,
    })
    .from(mailSends)
    .where(and(eq(mailSends.projectId, projectId), inArray(mailSends.campaignId, started)))
    .groupBy(mailSends.campaignId);
  for (const c of counts) {
    const r = out.get(c.campaignId)!;
    Object.assign(r, { ...c, delivered: c.sent - c.bounced });
    delete (r as Partial<typeof c>).campaignId;
  }
  return out;
}

export function toCampaignDto(r: CampaignRow, report: Report) {
  return {
    id: r.id,
    project: r.projectId,
    name: r.name,
    subject: r.subject,
    preheader: r.preheader,
    fromName: r.fromName,
    fromEmail: r.fromEmail,
    blocks: r.blocks,
    audience: r.audience,
    status: r.status,
    scheduledAt: r.scheduledAt,
    sendRate: r.sendRate,
    startedAt: r.startedAt,
    sentAt: r.sentAt,
    duplicatedFrom: r.duplicatedFrom,
    report,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

export async function campaignDtos(db: Tx, projectId: string, rows: CampaignRow[]) {
  const reports = await reportsOf(db, projectId, rows);
  return rows.map((r) => toCampaignDto(r, reports.get(r.id)!));
}

export const findCampaign = (db: Tx, projectId: string, id: string) => campaigns(db, projectId).find(eq(mailCampaigns.id, id));

export function pageCampaigns(
  db: Tx,
  projectId: string,
  q: { pageSize: number; pageToken?: string | undefined; search?: string | undefined; status?: CampaignStatus | undefined; sortBy: string },
) {
  const where = and(
    eq(mailCampaigns.projectId, projectId),
    q.status ? eq(mailCampaigns.status, q.status) : undefined,
    q.search ? sql`(${mailCampaigns.name} || ' ' || ${mailCampaigns.subject}) ILIKE ${containsPattern(q.search)}` : undefined,
  );
  const sorts: Record<string, { keys: SQL[]; direction: 'asc' | 'desc'; cursor: (r: CampaignRow) => CursorValue[] }> = {
    createdAt: { keys: [sql`${mailCampaigns.createdAt}`, sql`${mailCampaigns.id}`], direction: 'desc', cursor: (r) => [r.createdAt, r.id] },
    updatedAt: { keys: [sql`${mailCampaigns.updatedAt}`, sql`${mailCampaigns.id}`], direction: 'desc', cursor: (r) => [r.updatedAt, r.id] },
    sentAt: {
      keys: [sql`coalesce(${mailCampaigns.sentAt}, '1970-01-01 00:00:00+00'::timestamptz)`, sql`${mailCampaigns.id}`],
      direction: 'desc',
      cursor: (r) => [r.sentAt ?? EPOCH, r.id],
    },
    name: { keys: [sql`${mailCampaigns.name}`, sql`${mailCampaigns.id}`], direction: 'asc', cursor: (r) => [r.name, r.id] },
  };
  const s = sorts[q.sortBy] ?? sorts.createdAt!;
  return paginate(db.select().from(mailCampaigns).$dynamic(), {
    where,
    orderBy: s.keys as [SQL, SQL],
    direction: s.direction,
    cursor: (r) => s.cursor(r) as [CursorValue, CursorValue],
    pageSize: q.pageSize,
    pageToken: q.pageToken,
  });
}

export async function insertCampaign(db: Tx, projectId: string, v: Omit<typeof mailCampaigns.$inferInsert, 'projectId' | 'id'>) {
  return campaigns(db, projectId).insert({ id: newId('cmp'), ...v });
}

/** Update a campaign, only while it is in `whileStatus` when given (a concurrent move wins once). */
export async function updateCampaignRow(
  db: Tx,
  projectId: string,
  id: string,
  set: Partial<typeof mailCampaigns.$inferInsert>,
  whileStatus?: CampaignStatus,
) {
  const [row] = await campaigns(db, projectId).update(
    and(eq(mailCampaigns.id, id), whileStatus ? eq(mailCampaigns.status, whileStatus) : undefined)!,
    {
      ...set,
      updatedAt: new Date().toISOString(),
    },
  );
  return row ?? null;
}
