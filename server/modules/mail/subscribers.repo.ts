/** Subscriber queries: one keyset page per sort key (lastPurchased is a stored column, set when an order is placed). */
import { and, desc, eq, getTableColumns, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Gender, SubscriberSort, SubscriberStatus } from '../../../common/mail.ts';
import type { Tx } from '../../db/client.ts';
import { isoTimestamp } from '../../db/schema/columns.ts';

export { isoTimestamp };
import { flowTriggers, lastPurchasedSql } from '../../lib/hooks.ts';
import { mailingListMembers, mailingLists, mailSubscribers } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { type CursorValue, paginate } from '../../lib/pagination.ts';
import { containsPattern } from '../../lib/sql.ts';
import { listWhere, S } from './audience.repo.ts';

const EPOCH = '1970-01-01T00:00:00.000Z';
const epochSql = sql`'1970-01-01 00:00:00+00'::timestamptz`;

export const subscriberColumns = () => ({
  ...getTableColumns(mailSubscribers),
  mailingListIds: sql<
    string[]
  >`coalesce((SELECT array_agg(m.mailing_list_id ORDER BY m.mailing_list_id) FROM ${mailingListMembers} m WHERE m.project_id = ${S.projectId} AND m.subscriber_id = ${S.id}), '{}')`,
});
export type SubscriberRow = typeof mailSubscribers.$inferSelect & { mailingListIds: string[] };

export function toSubscriberDto(r: SubscriberRow) {
  return {
    id: r.id,
    project: r.projectId,
    email: r.email,
    firstName: r.firstName,
    lastName: r.lastName,
    gender: r.gender ?? null,
    attributes: r.attributes,
    status: r.status,
    consent: { status: r.status, at: r.consentAt, source: r.consentSource },
    mailingListIds: r.mailingListIds,
    lastOpened: r.lastOpenedAt,
    lastClicked: r.lastClickedAt,
    lastPurchased: r.lastPurchasedAt,
    openCount: r.openCount,
    clickCount: r.clickCount,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

export interface SubscriberFilters {
  search?: string | undefined;
  status?: SubscriberStatus | undefined;
  gender?: Gender | undefined;
  mailingListId?: string | undefined;
  sortBy: SubscriberSort;
}

/** The filters as one condition (also used by the export); a list id that is not the project's matches nobody. */
export async function subscriberWhere(db: Tx, projectId: string, f: SubscriberFilters): Promise<SQL> {
  const parts: (SQL | undefined)[] = [eq(mailSubscribers.projectId, projectId)];
  if (f.status) parts.push(eq(mailSubscribers.status, f.status));
  if (f.gender) parts.push(eq(mailSubscribers.gender, f.gender));
  if (f.search) {
    const p = containsPattern(f.search);
    parts.push(
      or(sql`${mailSubscribers.email} ILIKE ${p}`, sql`(${mailSubscribers.firstName} || ' ' || ${mailSubscribers.lastName}) ILIKE ${p}`),
    );
  }
  if (f.mailingListId) {
    const [list] = await db
      .select()
      .from(mailingLists)
      .where(and(eq(mailingLists.projectId, projectId), eq(mailingLists.id, f.mailingListId)));
    parts.push(list ? await listWhere(db, projectId, list) : sql`FALSE`);
  }
  return and(...parts)!;
}

function sortKeys(sortBy: SubscriberSort): { keys: SQL[]; direction: 'asc' | 'desc'; cursor: (r: SubscriberRow) => CursorValue[] } {
  switch (sortBy) {
    case 'lastOpened':
      return {
        keys: [sql`coalesce(${mailSubscribers.lastOpenedAt}, ${epochSql})`, sql`${mailSubscribers.id}`],
        direction: 'desc',
        cursor: (r) => [r.lastOpenedAt ?? EPOCH, r.id],
      };
    case 'lastClicked':
      return {
        keys: [sql`coalesce(${mailSubscribers.lastClickedAt}, ${epochSql})`, sql`${mailSubscribers.id}`],
        direction: 'desc',
        cursor: (r) => [r.lastClickedAt ?? EPOCH, r.id],
      };
    case 'lastPurchased':
      return {
        keys: [sql`coalesce(${mailSubscribers.lastPurchasedAt}, ${epochSql})`, sql`${mailSubscribers.id}`],
        direction: 'desc',
        cursor: (r) => [r.lastPurchasedAt ?? EPOCH, r.id],
      };
    case 'email':
      return { keys: [sql`${mailSubscribers.email}`, sql`${mailSubscribers.id}`], direction: 'asc', cursor: (r) => [r.email, r.id] };
    default:
      return {
        keys: [sql`${mailSubscribers.createdAt}`, sql`${mailSubscribers.id}`],
        direction: 'desc',
        cursor: (r) => [r.createdAt, r.id],
      };
  }
}

export async function pageSubscribers(
  db: Tx,
  projectId: string,
  f: SubscriberFilters & { pageSize: number; pageToken?: string | undefined },
) {
  const sort = sortKeys(f.sortBy);
  const where = await subscriberWhere(db, projectId, f);
  return paginate(db.select(subscriberColumns()).from(mailSubscribers).$dynamic(), {
    where,
    orderBy: sort.keys as [SQL, SQL],
    direction: sort.direction,
    cursor: (r) => sort.cursor(r as SubscriberRow) as [CursorValue, CursorValue],
    pageSize: f.pageSize,
    pageToken: f.pageToken,
  }) as Promise<{ items: SubscriberRow[]; nextPageToken: string | null }>;
}

export async function findSubscriber(db: Tx, projectId: string, id: string): Promise<SubscriberRow | null> {
  const [row] = await db
    .select(subscriberColumns())
    .from(mailSubscribers)
    .where(and(eq(mailSubscribers.projectId, projectId), eq(mailSubscribers.id, id)));
  return (row as SubscriberRow | undefined) ?? null;
}

export async function findByEmail(db: Tx, projectId: string, email: string, exceptId?: string) {
  const [row] = await db
    .select({ id: mailSubscribers.id })
    .from(mailSubscribers)
    .where(
      and(
        eq(mailSubscribers.projectId, projectId),
        eq(mailSubscribers.email, email),
        exceptId ? sql`${mailSubscribers.id} <> ${exceptId}` : undefined,
      ),
    );
  return row ?? null;
}

/** Static list ids among `ids` that belong to the project (segments cannot hold members). */
export async function staticListIds(db: Tx, projectId: string, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: mailingLists.id })
    .from(mailingLists)
    .where(and(eq(mailingLists.projectId, projectId), inArray(mailingLists.id, ids), eq(mailingLists.type, 'static')));
  return rows.map((r) => r.id);
}

export async function setMemberships(db: Tx, projectId: string, subscriberId: string, listIds: string[]) {
  await db
    .delete(mailingListMembers)
    .where(
      and(
        eq(mailingListMembers.projectId, projectId),
        eq(mailingListMembers.subscriberId, subscriberId),
        listIds.length ? notInArray(mailingListMembers.mailingListId, listIds) : undefined,
      ),
    );
  if (listIds.length) {
    const joined = await db
      .insert(mailingListMembers)
      .values(listIds.map((mailingListId) => ({ projectId, mailingListId, subscriberId })))
      .onConflictDoNothing()
      .returning({ mailingListId: mailingListMembers.mailingListId, subscriberId: mailingListMembers.subscriberId });
    await flowTriggers.get().listJoined(db, projectId, joined); // flows triggered by joining a list
  }
}

/** The last purchase an email made in the project before it became (or changed into) this subscriber's. */
export const purchasedBefore = (projectId: string, email: string) => lastPurchasedSql.get()(sql`${projectId}`, sql`${email}`);

export async function insertSubscriber(db: Tx, projectId: string, values: Omit<typeof mailSubscribers.$inferInsert, 'projectId' | 'id'>) {
  const id = newId('sub');
  // Someone who already bought carries their last purchase from the start (later orders move it: purchases.repo.ts).
  await db.insert(mailSubscribers).values({ ...values, projectId, id, lastPurchasedAt: purchasedBefore(projectId, values.email) });
  return id;
}

export async function updateSubscriberRow(db: Tx, projectId: string, id: string, set: Partial<typeof mailSubscribers.$inferInsert>) {
  const rows = await db
    .update(mailSubscribers)
    .set({ ...set, ...(set.email ? { lastPurchasedAt: purchasedBefore(projectId, set.email) } : {}), updatedAt: new Date().toISOString() })
    .where(and(eq(mailSubscribers.projectId, projectId), eq(mailSubscribers.id, id)))
    .returning({ id: mailSubscribers.id });
  return rows.length > 0;
}

export async function deleteSubscriberRow(db: Tx, projectId: string, id: string) {
  const rows = await db
    .delete(mailSubscribers)
    .where(and(eq(mailSubscribers.projectId, projectId), eq(mailSubscribers.id, id)))
    .returning({ id: mailSubscribers.id });
  return rows.length > 0;
}

/** The export's query (its columns in EXPORT_HEADER's order), for a server-side cursor. */
export async function exportSubscribersQuery(db: Tx, projectId: string, f: Omit<SubscriberFilters, 'sortBy'>) {
  const where = await subscriberWhere(db, projectId, { ...f, sortBy: 'createdAt' });
  const s = mailSubscribers;
  const query = db
    .select({
      email: s.email,
      firstName: s.firstName,
      lastName: s.lastName,
      gender: s.gender,
      status: s.status,
      consentAt: s.consentAt,
      consentSource: s.consentSource,
      lastOpenedAt: s.lastOpenedAt,
      lastClickedAt: s.lastClickedAt,
      lastPurchasedAt: s.lastPurchasedAt,
      openCount: s.openCount,
      clickCount: s.clickCount,
      createdAt: s.createdAt,
      attributes: sql`${s.attributes}::text`,
      id: s.id,
    })
    .from(s)
    .where(where)
    .orderBy(desc(s.createdAt), desc(s.id))
    .toSQL();
  return query;
}
