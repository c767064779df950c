/**
 * Channels and channel users (subscriptions). Every query names project_id first. A channel is visible to a
 * project member when it is public or they belong to it; anything else answers as if it did not exist (404).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { ChatChannelType, ChatNotificationLevel } from '../../../common/chat.ts';
import type { Tx } from '../../db/client.ts';
import { isoTimestamp } from '../../db/schema/columns.ts';
import { newId } from '../../lib/ids.ts';
import { decodePageToken, encodePageToken, type Page } from '../../lib/pagination.ts';
import { containsPattern } from '../../lib/sql.ts';

export const iso = (v: unknown): string | null => (v === null || v === undefined ? null : (isoTimestamp(v) as string));

export interface SubscriptionRow {
  id: string;
  projectId: string;
  channelId: string;
  userId: string;
  role: 'owner' | 'member';
  notificationLevel: ChatNotificationLevel;
  mutedUntil: string | null;
  lastReadSeq: number;
  lastReadMessageId: string | null;
  joinedAt: string;
}
export interface ChannelRow {
  id: string;
  projectId: string;
  type: ChatChannelType;
  name: string;
  description: string;
  enquiryId: string | null;
  createdBy: string | null;
  lastSeq: number;
  memberCount: number;
  lastMessageAt: string | null;
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** The caller's subscription (null: not a member). */
  me: SubscriptionRow | null;
}

type Raw = Record<string, unknown>;
function subscriptionOf(r: Raw, prefix = ''): SubscriptionRow | null {
  if (!r[`${prefix}id`]) return null;
  return {
    id: r[`${prefix}id`] as string,
    projectId: r[`${prefix}project_id`] as string,
    channelId: r[`${prefix}channel_id`] as string,
    userId: r[`${prefix}user_id`] as string,
    role: r[`${prefix}role`] as 'owner' | 'member',
    notificationLevel: r[`${prefix}notification_level`] as ChatNotificationLevel,
    mutedUntil: iso(r[`${prefix}muted_until`]),
    lastReadSeq: Number(r[`${prefix}last_read_seq`] ?? 0),
    lastReadMessageId: (r[`${prefix}last_read_message_id`] as string | null) ?? null,
    joinedAt: iso(r[`${prefix}joined_at`])!,
  };
}

const subscriptionColumns = (alias: string, prefix: string) =>
  sql.raw(`
  ${alias}.id AS ${prefix}id, ${alias}.project_id AS ${prefix}project_id, ${alias}.channel_id AS ${prefix}channel_id,
  ${alias}.user_id AS ${prefix}user_id, ${alias}.role AS ${prefix}role, ${alias}.notification_level AS ${prefix}notification_level,
  ${alias}.muted_until AS ${prefix}muted_until, ${alias}.last_read_seq AS ${prefix}last_read_seq, ${alias}.joined_at AS ${prefix}joined_at,
  (SELECT lm.id FROM chat_messages lm WHERE lm.project_id = ${alias}.project_id AND lm.channel_id = ${alias}.channel_id
     AND lm.seq = ${alias}.last_read_seq) AS ${prefix}last_read_message_id`);

function channelOf(r: Raw): ChannelRow {
  return {
    id: r.id as string,
    projectId: r.project_id as string,
    type: r.type as ChatChannelType,
    name: r.name as string,
    description: r.description as string,
    enquiryId: (r.enquiry_id as string | null) ?? null,
    createdBy: (r.created_by as string | null) ?? null,
    lastSeq: Number(r.last_seq),
    memberCount: Number(r.member_count ?? 0),
    lastMessageAt: iso(r.last_message_at),
    archivedAt: iso(r.archived_at),
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
    me: subscriptionOf(r, 'me_'),
  };
}

const channelSelect = (userId: string) => sql`
  SELECT c.*, ${subscriptionColumns('me', 'me_')},
    (SELECT count(*) FROM chat_channel_users x WHERE x.project_id = c.project_id AND x.channel_id = c.id) AS member_count
  FROM chat_channels c
  LEFT JOIN chat_channel_users me ON me.project_id = c.project_id AND me.channel_id = c.id AND me.user_id = ${userId}`;

/** The channel as the caller may see it, or null (missing, or private/direct without them). */
export async function visibleChannel(db: Tx, projectId: string, channelId: string, userId: string): Promise<ChannelRow | null> {
  const r = await db.execute<Raw>(sql`${channelSelect(userId)} WHERE c.project_id = ${projectId} AND c.id = ${channelId}`);
  const row = r.rows[0];
  if (!row) return null;
  const ch = channelOf(row);
  return ch.type === 'public' || ch.me ? ch : null;
}

export interface ChannelFilter {
  projectId?: string | undefined;
  type?: ChatChannelType | undefined;
  member?: boolean | undefined;
  search?: string | undefined;
}

/** Channels the user can see, latest activity first (keyset on activity, id). */
export async function pageChannels(db: Tx, userId: string, f: ChannelFilter, page: { pageSize: number; pageToken?: string | undefined }) {
  const where: SQL[] = [
    f.projectId
      ? sql`c.project_id = ${f.projectId}`
      : sql`c.project_id IN (SELECT project_id FROM project_members WHERE user_id = ${userId})`,
    sql`(c.type = 'public' OR me.id IS NOT NULL)`,
  ];
  if (f.type) where.push(sql`c.type = ${f.type}`);
  if (f.member === true) where.push(sql`me.id IS NOT NULL`);
  if (f.member === false) where.push(sql`me.id IS NULL`);
  if (f.search?.trim()) where.push(sql`c.name ILIKE ${containsPattern(f.search.trim())}`);
  const cursor = decodePageToken(page.pageToken, 2);
  if (cursor) where.push(sql`(coalesce(c.last_message_at, c.created_at), c.id) < (${cursor[0]}::timestamptz, ${cursor[1]})`);
  const r = await db.execute<Raw>(sql`${channelSelect(userId)} WHERE ${sql.join(where, sql` AND `)}
    ORDER BY coalesce(c.last_message_at, c.created_at) DESC, c.id DESC LIMIT ${page.pageSize + 1}`);
  const rows = r.rows.map(channelOf);
  const more = rows.length > page.pageSize;
  const items = rows.slice(0, page.pageSize);
  const last = items.at(-1);
  return {
    items,
    nextPageToken: more && last ? encodePageToken([last.lastMessageAt ?? last.createdAt, last.id]) : null,
  } satisfies Page<ChannelRow>;
}

/** Which of these ids are members of the project. */
export async function projectMemberIds(db: Tx, projectId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const r = await db.execute<{ user_id: string }>(
    sql`SELECT user_id FROM project_members WHERE project_id = ${projectId} AND user_id IN (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  );
  return new Set(r.rows.map((x) => x.user_id));
}

export async function insertChannel(
  db: Tx,
  c: {
    projectId: string;
    type: ChatChannelType;
    name: string;
    description: string;
    createdBy: string | null;
    enquiryId?: string | null;
    directKey?: string | null;
  },
): Promise<{ id: string; created: boolean }> {
  const id = newId('chn');
  const conflict = c.enquiryId
    ? sql`ON CONFLICT (project_id, enquiry_id) DO NOTHING`
    : c.directKey
      ? sql`ON CONFLICT (project_id, direct_key) DO NOTHING`
      : sql``;
  const r = await db.execute<{ id: string }>(sql`
    INSERT INTO chat_channels (project_id, id, type, name, description, created_by, enquiry_id, direct_key)
    VALUES (${c.projectId}, ${id}, ${c.type}, ${c.name}, ${c.description}, ${c.createdBy}, ${c.enquiryId ?? null}, ${c.directKey ?? null})
    ${conflict} RETURNING id`);
  if (r.rows[0]) return { id, created: true };
  const existing = await db.execute<{ id: string }>(
    c.enquiryId
      ? sql`SELECT id FROM chat_channels WHERE project_id = ${c.projectId} AND enquiry_id = ${c.enquiryId}`
      : sql`SELECT id FROM chat_channels WHERE project_id = ${c.projectId} AND direct_key = ${c.directKey ?? null}`,
  );
  return { id: existing.rows[0]!.id, created: false };
}

/** Subscribe users (already project members); existing members stay as they are. Returns the ones added. */
export async function addMembers(db: Tx, projectId: string, channelId: string, userIds: string[], role: 'owner' | 'member' = 'member') {
  if (!userIds.length) return [] as string[];
  const values = userIds.map(
    (u) => sql`(${projectId}, ${newId('csub')}, ${channelId}, ${u}, ${role},
    (SELECT last_seq FROM chat_channels WHERE project_id = ${projectId} AND id = ${channelId}))`,
  );
  const r = await db.execute<{ user_id: string }>(sql`
    INSERT INTO chat_channel_users (project_id, id, channel_id, user_id, role, last_read_seq) VALUES ${sql.join(values, sql`, `)}
    ON CONFLICT (project_id, channel_id, user_id) DO NOTHING RETURNING user_id`);
  return r.rows.map((x) => x.user_id);
}

export async function removeMembers(db: Tx, projectId: string, channelId: string, userIds: string[]) {
  if (!userIds.length) return [] as string[];
  const r = await db.execute<{ user_id: string }>(sql`
    DELETE FROM chat_channel_users WHERE project_id = ${projectId} AND channel_id = ${channelId}
      AND user_id IN (${sql.join(
        userIds.map((u) => sql`${u}`),
        sql`, `,
      )}) RETURNING user_id`);
  return r.rows.map((x) => x.user_id);
}

export async function memberIds(db: Tx, projectId: string, channelId: string): Promise<string[]> {
  const r = await db.execute<{ user_id: string }>(
    sql`SELECT user_id FROM chat_channel_users WHERE project_id = ${projectId} AND channel_id = ${channelId} ORDER BY user_id`,
  );
  return r.rows.map((x) => x.user_id);
}

export async function updateChannel(
  db: Tx,
  projectId: string,
  channelId: string,
  patch: { name?: string | undefined; description?: string | undefined; archived?: boolean | undefined },
) {
  const sets: SQL[] = [sql`updated_at = now()`];
  if (patch.name !== undefined) sets.push(sql`name = ${patch.name}`);
  if (patch.description !== undefined) sets.push(sql`description = ${patch.description}`);
  if (patch.archived !== undefined) sets.push(patch.archived ? sql`archived_at = coalesce(archived_at, now())` : sql`archived_at = NULL`);
  await db.execute(sql`UPDATE chat_channels SET ${sql.join(sets, sql`, `)} WHERE project_id = ${projectId} AND id = ${channelId}`);
}

export async function deleteChannel(db: Tx, projectId: string, channelId: string) {
  await db.execute(sql`DELETE FROM chat_channels WHERE project_id = ${projectId} AND id = ${channelId}`);
}

export interface ChannelUserRow {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  role: 'owner' | 'member';
  joinedAt: string;
  subscription: SubscriptionRow;
}

const channelUserSelect = sql`
  SELECT u.id AS u_id, u.first_name, u.last_name, u.email, ${subscriptionColumns('s', '')}
  FROM chat_channel_users s JOIN users u ON u.id = s.user_id`;
const channelUserOf = (r: Raw): ChannelUserRow => {
  const subscription = subscriptionOf(r)!;
  return {
    id: r.u_id as string,
    firstName: (r.first_name as string | null) ?? null,
    lastName: (r.last_name as string | null) ?? null,
    email: r.email as string,
    role: subscription.role,
    joinedAt: subscription.joinedAt,
    subscription,
  };
};

/** A channel's members by name (keyset on name, id). */
export async function pageChannelUsers(
  db: Tx,
  projectId: string,
  channelId: string,
  page: { pageSize: number; pageToken?: string | undefined },
) {
  const cursor = decodePageToken(page.pageToken, 2);
  const sortKey = sql`lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') || ' ' || u.email)`;
  const r = await db.execute<Raw>(sql`${channelUserSelect}
    WHERE s.project_id = ${projectId} AND s.channel_id = ${channelId}
    ${cursor ? sql`AND (${sortKey}, u.id) > (${cursor[0]}, ${cursor[1]})` : sql``}
    ORDER BY ${sortKey}, u.id LIMIT ${page.pageSize + 1}`);
  const rows = r.rows.map(channelUserOf);
  const more = rows.length > page.pageSize;
  const items = rows.slice(0, page.pageSize);
  const last = items.at(-1);
  const key = (u: ChannelUserRow) => `${u.firstName ?? ''} ${u.lastName ?? ''} ${u.email}`.toLowerCase();
  return { items, nextPageToken: more && last ? encodePageToken([key(last), last.id]) : null } satisfies Page<ChannelUserRow>;
}

export async function findChannelUser(db: Tx, projectId: string, channelId: string, userId: string) {
  const r = await db.execute<Raw>(
    sql`${channelUserSelect} WHERE s.project_id = ${projectId} AND s.channel_id = ${channelId} AND s.user_id = ${userId}`,
  );
  return r.rows[0] ? channelUserOf(r.rows[0]) : null;
}

export async function findSubscription(db: Tx, subscriptionId: string, userId: string) {
  const r = await db.execute<Raw>(
    sql`SELECT ${subscriptionColumns('s', '')} FROM chat_channel_users s WHERE s.id = ${subscriptionId} AND s.user_id = ${userId}`,
  );
  return r.rows[0] ? subscriptionOf(r.rows[0]) : null;
}

export async function subscriptionCount(db: Tx, userId: string): Promise<number> {
  const r = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM chat_channel_users WHERE user_id = ${userId}`);
  return Number(r.rows[0]?.n ?? 0);
}

export async function updateSubscription(
  db: Tx,
  projectId: string,
  subscriptionId: string,
  patch: { notificationLevel?: ChatNotificationLevel | undefined; mutedUntil?: string | null | undefined },
) {
  const sets: SQL[] = [sql`updated_at = now()`];
  if (patch.notificationLevel !== undefined) sets.push(sql`notification_level = ${patch.notificationLevel}`);
  if (patch.mutedUntil !== undefined) sets.push(sql`muted_until = ${patch.mutedUntil}`);
  await db.execute(
    sql`UPDATE chat_channel_users SET ${sql.join(sets, sql`, `)} WHERE project_id = ${projectId} AND id = ${subscriptionId}`,
  );
}

/** A user as another may see them: themselves, or someone sharing a project. */
export async function visibleUser(db: Tx, viewerId: string, userId: string) {
  const r = await db.execute<{ id: string; first_name: string | null; last_name: string | null; email: string }>(sql`
    SELECT u.id, u.first_name, u.last_name, u.email FROM users u
    WHERE u.id = ${userId} AND (u.id = ${viewerId} OR EXISTS (
      SELECT 1 FROM project_members a JOIN project_members b ON b.project_id = a.project_id
      WHERE a.user_id = ${viewerId} AND b.user_id = u.id))`);
  const u = r.rows[0];
  return u ? { id: u.id, firstName: u.first_name, lastName: u.last_name, email: u.email } : null;
}

export async function userNames(db: Tx, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const r = await db.execute<{ id: string; name: string }>(sql`
    SELECT id, coalesce(nullif(trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), ''), email) AS name
    FROM users WHERE id IN (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`);
  return new Map(r.rows.map((x) => [x.id, x.name]));
}

/** Notification settings of these users in a channel (absent: not a member). */
export async function subscriptionsFor(db: Tx, projectId: string, channelId: string, userIds: string[]) {
  if (!userIds.length) return new Map<string, { level: ChatNotificationLevel; muted: boolean }>();
  const r = await db.execute<{ user_id: string; notification_level: ChatNotificationLevel; muted: boolean }>(sql`
    SELECT user_id, notification_level, (muted_until IS NOT NULL AND muted_until > now()) AS muted FROM chat_channel_users
    WHERE project_id = ${projectId} AND channel_id = ${channelId} AND user_id IN (${sql.join(
      userIds.map((u) => sql`${u}`),
      sql`, `,
    )})`);
  return new Map(r.rows.map((x) => [x.user_id, { level: x.notification_level, muted: Boolean(x.muted) }]));
}
