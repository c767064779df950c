import { type PageRequest, paginate } from '../../lib/pagination.ts';
import { createHash } from 'node:crypto';
import { and, eq, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { notifications, pushSubscriptions } from '../../db/schema/index.ts';
import type { NotificationDto } from './notifications.schemas.ts';

type Row = typeof notifications.$inferSelect;

/** The caller's own rows, limited to projects they are still a member of. */
export function visibleTo(userId: string | Placeholder): SQL {
  return and(
    eq(notifications.userId, userId),
    sql`(${notifications.projectId} IS NULL OR EXISTS (SELECT 1 FROM project_members pm WHERE pm.project_id = ${notifications.projectId} AND pm.user_id = ${userId}))`,
  )!;
}

export function inGroup(group: string | undefined): SQL | undefined {
  if (!group) return undefined;
  if (group === 'user') return isNull(notifications.projectId);
  return eq(notifications.projectId, group.slice('project:'.length));
}

export function toDto(r: Row): NotificationDto {
  return {
    id: r.id,
    group: r.projectId ? `project:${r.projectId}` : 'user',
    title: r.title,
    body: r.body,
    image: r.image,
    action: r.action,
    createdAt: new Date(r.createdAt).toISOString(),
    readAt: r.readAt ? new Date(r.readAt).toISOString() : null,
  };
}

export interface ListState {
  total: number;
  unread: number;
  latestId: string | null;
  lastReadAt: string | null;
}

const stateColumns = {
  total: sql<number>`count(*)::int`,
  unread: sql<number>`(count(*) FILTER (WHERE ${notifications.readAt} IS NULL))::int`,
  latestId: sql<string | null>`max(${notifications.id})`,
  lastReadAt: sql<string | null>`max(${notifications.readAt})::text`,
};

/**
 * The polling query, built once per database handle and prepared once per connection (a named statement):
 * every poll would otherwise rebuild it in drizzle and have PostgreSQL parse and plan it again.
 */
const preparedState = new WeakMap<object, { execute(args: { userId: string }): Promise<ListState[]> }>();
function stateQuery(db: Tx) {
  let q = preparedState.get(db);
  if (!q) {
    q = db
      .select(stateColumns)
      .from(notifications)
      .where(visibleTo(sql.placeholder('userId')))
      .prepare('notifications_list_state');
    preparedState.set(db, q);
  }
  return q;
}

/** One indexed aggregate: what polling needs, and what the ETag is made of. */
export async function listState(db: Tx, userId: string): Promise<ListState> {
  const [row] = await stateQuery(db).execute({ userId });
  return row ?? { total: 0, unread: 0, latestId: null, lastReadAt: null };
}

export function etagOf(state: ListState, extra = ''): string {
  const h = createHash('sha1')
    .update(`${state.total}|${state.unread}|${state.latestId}|${state.lastReadAt}|${extra}`)
    .digest('base64url')
    .slice(0, 20);
  return `W/"${h}"`;
}

/** If-None-Match matches (weak comparison, list of tags or `*`). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}

/** The caller's notifications, newest first (ids are time-ordered). */
export function listPage(db: Tx, userId: string, filter: { group?: string | undefined }, page: PageRequest) {
  return paginate(db.select().from(notifications).$dynamic(), {
    where: and(visibleTo(userId), inGroup(filter.group)),
    orderBy: [notifications.id],
    direction: 'desc',
    cursor: (r) => [r.id],
    ...page,
  });
}

export async function markRead(db: Tx, userId: string, id: string) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), visibleTo(userId)))
    .returning();
  return row ?? null;
}

export async function markAllRead(db: Tx, userId: string, group?: string) {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(visibleTo(userId), inGroup(group), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteOne(db: Tx, userId: string, id: string) {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), visibleTo(userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function getVisible(db: Tx, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), visibleTo(userId)));
  return row ?? null;
}

export async function subscriptionsOf(db: Tx, userId: string) {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** One row per device: the same endpoint re-posted (new keys, or another person signing in) replaces it. */
export async function saveSubscription(db: Tx, values: typeof pushSubscriptions.$inferInsert) {
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.id,
      set: { userId: values.userId, keys: values.keys, expirationTime: values.expirationTime, userAgent: values.userAgent },
    });
}

export async function deleteSubscription(db: Tx, userId: string, id: string) {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)));
}

export async function findNotification(db: Tx, id: string) {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row ?? null;
}
