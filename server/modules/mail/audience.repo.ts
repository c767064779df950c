/**
 * Who a list, a segment or a campaign's audience reaches, as one SQL condition on `mail_subscribers`
 * (spec 001 §3: gender male/female; include/exclude other lists; gt, gte, lt, lte on dates and counts).
 * Segments that include other segments are inlined (to a depth of 5; a cycle is a 422 when saved).
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { SegmentCondition, SegmentRules } from '../../../common/mail.ts';
import type { Tx } from '../../db/client.ts';
import { type CampaignAudience, mailingListMembers, mailingLists, mailSubscribers } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/errors.ts';

type ListRow = typeof mailingLists.$inferSelect;
const MAX_DEPTH = 5;
const OPS = { gt: sql`>`, gte: sql`>=`, lt: sql`<`, lte: sql`<=` } as const;

/** Qualified column references for correlated subqueries (drizzle leaves select-list columns unqualified). */
export const S = {
  projectId: sql.raw('"mail_subscribers"."project_id"'),
  id: sql.raw('"mail_subscribers"."id"'),
  email: sql.raw('"mail_subscribers"."email"'),
};

function column(field: SegmentCondition['field']): SQL {
  switch (field) {
    case 'lastOpened':
      return sql`${mailSubscribers.lastOpenedAt}`;
    case 'lastClicked':
      return sql`${mailSubscribers.lastClickedAt}`;
    case 'lastPurchased':
      return sql`${mailSubscribers.lastPurchasedAt}`;
    case 'createdAt':
      return sql`${mailSubscribers.createdAt}`;
    case 'consentAt':
      return sql`${mailSubscribers.consentAt}`;
    case 'openCount':
      return sql`${mailSubscribers.openCount}`;
    case 'clickCount':
      return sql`${mailSubscribers.clickCount}`;
  }
}

function conditionSql(c: SegmentCondition): SQL {
  const left = column(c.field);
  if (c.field === 'openCount' || c.field === 'clickCount') return sql`${left} ${OPS[c.op]} ${Number(c.value ?? 0)}`;
  const right =
    c.days !== undefined
      ? sql`now() - make_interval(days => ${c.days}::int)`
      : sql`${new Date(String(c.value)).toISOString()}::timestamptz`;
  return sql`${left} ${OPS[c.op]} ${right}`;
}

/** Every list a set of rules can reach (for inlining), loaded in as few queries as the nesting is deep. */
async function loadLists(db: Tx, projectId: string, ids: string[]): Promise<Map<string, ListRow>> {
  const found = new Map<string, ListRow>();
  let wanted = [...new Set(ids)];
  for (let depth = 0; wanted.length && depth <= MAX_DEPTH; depth++) {
    const rows = await db
      .select()
      .from(mailingLists)
      .where(and(eq(mailingLists.projectId, projectId), inArray(mailingLists.id, wanted)));
    for (const r of rows) found.set(r.id, r);
    wanted = rows.flatMap((r) => (r.rules?.lists ?? []).map((l) => l.mailingListId)).filter((id) => !found.has(id));
  }
  return found;
}

function memberSql(projectId: string, list: ListRow | undefined, lists: Map<string, ListRow>, depth: number, field: string): SQL {
  if (!list) throw fieldError(field, 'This mailing list does not exist.');
  if (list.type === 'segment') {
    if (depth >= MAX_DEPTH) throw fieldError(field, 'Segments nest too deep (or include each other).');
    return rulesSql(projectId, list.rules ?? { conditions: [], lists: [] }, lists, depth + 1, field);
  }
  return sql`EXISTS (SELECT 1 FROM ${mailingListMembers} m WHERE m.project_id = ${projectId} AND m.mailing_list_id = ${list.id} AND m.subscriber_id = ${S.id})`;
}

function rulesSql(projectId: string, rules: SegmentRules, lists: Map<string, ListRow>, depth: number, field: string): SQL {
  const parts: SQL[] = [];
  if (rules.gender) parts.push(sql`${mailSubscribers.gender} = ${rules.gender}`);
  for (const c of rules.conditions ?? []) parts.push(conditionSql(c));
  for (const l of rules.lists ?? []) {
    const inList = memberSql(projectId, lists.get(l.mailingListId), lists, depth, field);
    parts.push(l.mode === 'include' ? inList : sql`NOT ${inList}`);
  }
  return parts.length ? sql`(${sql.join(parts, sql` AND `)})` : sql`TRUE`;
}

/** The condition for the members of a segment's rules (field names the errors). */
export async function segmentWhere(db: Tx, projectId: string, rules: SegmentRules, field = 'rules'): Promise<SQL> {
  const lists = await loadLists(
    db,
    projectId,
    (rules.lists ?? []).map((l) => l.mailingListId),
  );
  return rulesSql(projectId, rules, lists, 0, field);
}

/** Members of one list or segment (any consent status). */
export async function listWhere(db: Tx, projectId: string, list: ListRow): Promise<SQL> {
  const lists = await loadLists(
    db,
    projectId,
    (list.rules?.lists ?? []).map((l) => l.mailingListId),
  );
  lists.set(list.id, list);
  return memberSql(projectId, list, lists, 0, 'rules');
}

/**
 * A campaign's recipients: subscribed, in any of the chosen lists, in none of the excluded ones, matching the
 * segment rules. An audience naming no list and no rule reaches nobody (never "everyone" by accident).
 */
export async function audienceWhere(db: Tx, projectId: string, audience: CampaignAudience): Promise<SQL | null> {
  const hasRules = !!audience.segment && (audience.segment.gender || audience.segment.conditions.length || audience.segment.lists.length);
  if (!audience.mailingListIds.length && !hasRules) return null;
  const ids = [
    ...audience.mailingListIds,
    ...audience.excludeMailingListIds,
    ...(audience.segment?.lists ?? []).map((l) => l.mailingListId),
  ];
  const lists = await loadLists(db, projectId, ids);
  const parts: SQL[] = [eq(mailSubscribers.projectId, projectId), sql`${mailSubscribers.status} = 'subscribed'`];
  if (audience.mailingListIds.length)
    parts.push(
      sql`(${sql.join(
        audience.mailingListIds.map((id) => memberSql(projectId, lists.get(id), lists, 0, 'audience.mailingListIds')),
        sql` OR `,
      )})`,
    );
  for (const id of audience.excludeMailingListIds)
    parts.push(sql`NOT ${memberSql(projectId, lists.get(id), lists, 0, 'audience.excludeMailingListIds')}`);
  if (audience.segment && hasRules) parts.push(rulesSql(projectId, audience.segment, lists, 0, 'audience.segment'));
  return and(...parts)!;
}

export async function countWhere(db: Tx, where: SQL | null): Promise<number> {
  if (!where) return 0;
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(mailSubscribers).where(where);
  return row?.n ?? 0;
}

/** One subscriber as a flow step sees them (email and consent), or null when gone. */
export async function subscriberForFlow(db: Tx, projectId: string, subscriberId: string) {
  const [row] = await db
    .select({ email: mailSubscribers.email, status: mailSubscribers.status })
    .from(mailSubscribers)
    .where(and(eq(mailSubscribers.projectId, projectId), eq(mailSubscribers.id, subscriberId)));
  return row ?? null;
}

/** Whether one subscriber matches a segment condition now (a flow's branch step). */
export async function subscriberMatches(db: Tx, projectId: string, subscriberId: string, condition: SegmentCondition): Promise<boolean> {
  const [row] = await db
    .select({ ok: sql<boolean>`${conditionSql(condition)}` })
    .from(mailSubscribers)
    .where(and(eq(mailSubscribers.projectId, projectId), eq(mailSubscribers.id, subscriberId)));
  return row?.ok === true;
}
