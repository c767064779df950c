/**
 * Messages: keyset pages on (project_id, channel_id, seq) — the latest page, or before / after / around a
 * message — reading only the page's rows from the unique index, whatever the channel's size; full-text search
 * from the (project_id, channel_id, search) GIN index with ts_rank; unread and mention counts per channel.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type ChatAttachmentRecord, CHAT_UNREAD_CAP } from '../../../common/chat.ts';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { decodePageToken, encodePageToken } from '../../lib/pagination.ts';
import { iso } from './channels.repo.ts';

export interface MessageRow {
  id: string;
  projectId: string;
  channelId: string;
  seq: number;
  authorId: string | null;
  author: { id: string; firstName: string | null; lastName: string | null; email: string } | null;
  text: string;
  mentions: string[];
  attachments: ChatAttachmentRecord[];
  clientKey: string | null;
  editedAt: string | null;
  deletedAt: string | null;
  createdAt: string;
  reactions: { emoji: string; users: string[] }[];
}

type Raw = Record<string, unknown>;
const messageColumns = sql`m.project_id, m.id, m.channel_id, m.seq, m.author_id, m.text, m.mentions, m.attachments, m.client_key, m.edited_at,
  m.deleted_at, m.created_at`;

/**
 * Messages with their authors and reactions: `rows` selects the messages (a page, from the seq index; or one by
 * id), then their reactions are read for just those ids (the reactions' primary key, one lookup per message)
 * and grouped by emoji — no per-row subquery, whatever the channel's size. The page's other columns (search's
 * rank and headline) come through; `orderBy` names the page's columns (`page.seq`).
 */
export function withAuthorsAndReactions(projectId: string, rows: SQL, orderBy: SQL, ctx?: SQL): SQL {
  return sql`
    WITH ${ctx ? sql`ctx AS (${ctx}),` : sql``} page AS MATERIALIZED (${rows}),
    rx AS (
      SELECT g.message_id, json_agg(json_build_object('emoji', g.emoji, 'users', g.users) ORDER BY g.first) AS reactions
      FROM (SELECT r.message_id, r.emoji, array_agg(r.user_id ORDER BY r.created_at, r.user_id) AS users, min(r.created_at) AS first
            FROM chat_reactions r WHERE r.project_id = ${projectId} AND r.message_id IN (SELECT id FROM page)
            GROUP BY r.message_id, r.emoji) g
      GROUP BY g.message_id)
    SELECT ${ctx ? sql`ctx.last_seq AS ctx_last_seq, ctx.visible AS ctx_visible, ctx.anchor_seq AS ctx_anchor_seq,` : sql``}
      page.*, u.first_name, u.last_name, u.email, coalesce(rx.reactions, '[]'::json) AS reactions
    FROM ${ctx ? sql`ctx LEFT JOIN page ON true` : sql`page`} LEFT JOIN users u ON u.id = page.author_id LEFT JOIN rx ON rx.message_id = page.id
    ORDER BY ${orderBy}`;
}

const one = (projectId: string, where: SQL) =>
  withAuthorsAndReactions(projectId, sql`SELECT ${messageColumns} FROM chat_messages m WHERE ${where}`, sql`page.seq`);

function messageOf(r: Raw): MessageRow {
  return {
    id: r.id as string,
    projectId: r.project_id as string,
    channelId: r.channel_id as string,
    seq: Number(r.seq),
    authorId: (r.author_id as string | null) ?? null,
    author: r.author_id
      ? {
          id: r.author_id as string,
          firstName: r.first_name as string | null,
          lastName: r.last_name as string | null,
          email: r.email as string,
        }
      : null,
    text: r.text as string,
    mentions: (r.mentions as string[]) ?? [],
    attachments: (r.attachments as ChatAttachmentRecord[] | null) ?? [],
    clientKey: (r.client_key as string | null) ?? null,
    editedAt: iso(r.edited_at),
    deletedAt: iso(r.deleted_at),
    createdAt: iso(r.created_at)!,
    reactions: (r.reactions as { emoji: string; users: string[] }[]) ?? [],
  };
}

export async function findMessage(db: Tx, projectId: string, channelId: string, messageId: string): Promise<MessageRow | null> {
  const r = await db.execute<Raw>(one(projectId, sql`m.project_id = ${projectId} AND m.channel_id = ${channelId} AND m.id = ${messageId}`));
  return r.rows[0] ? messageOf(r.rows[0]) : null;
}

export async function findByClientKey(db: Tx, projectId: string, channelId: string, clientKey: string) {
  const r = await db.execute<Raw>(
    one(projectId, sql`m.project_id = ${projectId} AND m.channel_id = ${channelId} AND m.client_key = ${clientKey}`),
  );
  return r.rows[0] ? messageOf(r.rows[0]) : null;
}

type SeqAnchor = { kind: 'latest' } | { kind: 'before' | 'after' | 'around'; seq: number | SQL };

/**
 * A history page's rows, oldest first: one keyset range read off the (project_id, channel_id, seq) unique index —
 * backwards from the end or from `before`, forwards from `after`, both ways around a message (two ranges in one
 * statement). No OFFSET, no COUNT: the same cost at any depth of any channel.
 */
function pageRows(projectId: string, channelId: string, anchor: SeqAnchor, limit: number, guard?: SQL): SQL {
  const base = sql`m.project_id = ${projectId} AND m.channel_id = ${channelId}${guard ? sql` AND ${guard}` : sql``}`;
  const range = (where: SQL, order: 'ASC' | 'DESC', n: number) =>
    sql`(SELECT ${messageColumns} FROM chat_messages m WHERE ${where} ORDER BY m.seq ${sql.raw(order)} LIMIT ${n})`;
  if (anchor.kind === 'latest') return range(base, 'DESC', limit);
  if (anchor.kind === 'before') return range(sql`${base} AND m.seq < ${anchor.seq}`, 'DESC', limit);
  if (anchor.kind === 'after') return range(sql`${base} AND m.seq > ${anchor.seq}`, 'ASC', limit);
  const older = Math.floor((limit - 1) / 2);
  const newer = range(sql`${base} AND m.seq >= ${anchor.seq}`, 'ASC', limit - older);
  return older ? sql`${range(sql`${base} AND m.seq < ${anchor.seq}`, 'DESC', older)} UNION ALL ${newer}` : newer;
}

export type ReadAnchor = { kind: 'latest' } | { kind: 'before' | 'after' | 'around'; messageId: string } | { kind: 'before'; seq: number };

/**
 * A history page in one round trip: the channel's last seq, whether the caller may read it (public, or a
 * member), the anchor message's seq (null when it is not in this channel), then the page off the seq index
 * (nothing is read when the caller may not see the channel), its authors and reactions. Exported for the
 * bench's EXPLAIN (ANALYZE, BUFFERS) (scripts/explain-chat.ts).
 */
export function readPageQuery(projectId: string, channelId: string, userId: string, anchor: ReadAnchor, limit: number): SQL {
  const anchorSeq =
    anchor.kind === 'latest'
      ? sql`NULL::bigint`
      : 'messageId' in anchor
        ? sql`(SELECT m.seq FROM chat_messages m WHERE m.project_id = c.project_id AND m.channel_id = c.id AND m.id = ${anchor.messageId})`
        : sql`${anchor.seq}::bigint`;
  const ctx = sql`
    SELECT c.last_seq, (c.type = 'public' OR EXISTS (SELECT 1 FROM chat_channel_users s
        WHERE s.project_id = c.project_id AND s.channel_id = c.id AND s.user_id = ${userId})) AS visible, ${anchorSeq} AS anchor_seq
    FROM chat_channels c WHERE c.project_id = ${projectId} AND c.id = ${channelId}`;
  const seqAnchor: SeqAnchor = anchor.kind === 'latest' ? anchor : { kind: anchor.kind, seq: sql`(SELECT anchor_seq FROM ctx)` };
  const rows = pageRows(projectId, channelId, seqAnchor, limit, sql`(SELECT visible FROM ctx)`);
  return withAuthorsAndReactions(projectId, rows, sql`page.seq`, ctx);
}

/** readPageQuery's answer: null when the channel does not exist or the caller may not read it. */
export async function readPage(db: Tx, projectId: string, channelId: string, userId: string, anchor: ReadAnchor, limit: number) {
  const r = await db.execute<Raw>(readPageQuery(projectId, channelId, userId, anchor, limit));
  const head = r.rows[0];
  if (!head?.ctx_visible) return null;
  const lastSeq = Number(head.ctx_last_seq);
  const anchorAt = head.ctx_anchor_seq === null ? null : Number(head.ctx_anchor_seq);
  if (anchor.kind !== 'latest' && anchorAt === null) return { lastSeq, anchorFound: false as const };
  const messages = r.rows.filter((x) => x.id !== null).map(messageOf);
  // Seqs are gapless from 1 (deleted messages stay as "message deleted"): the ends tell what lies beyond.
  const first = messages[0];
  const last = messages.at(-1);
  const hasMoreBefore = first ? first.seq > 1 : anchor.kind === 'after' ? anchorAt! >= 1 && lastSeq > 0 : false;
  const hasMoreAfter = last ? last.seq < lastSeq : anchor.kind === 'before' ? anchorAt! <= lastSeq : false;
  return {
    lastSeq,
    anchorFound: true as const,
    page: { messages, hasMoreBefore, hasMoreAfter, nextPageToken: hasMoreBefore && first ? encodePageToken([first.seq]) : null },
  };
}

export function seqFromPageToken(token: string): number {
  return Number(decodePageToken(token, 1)![0]);
}

/** Words → an all-words prefix tsquery; quotes, `or` or `-word` go through websearch_to_tsquery. */
export function tsQuery(text: string): SQL | null {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12).map((w) => w.slice(0, 40));
  if (!words.length) return null;
  if (/["]|(^|\s)-\S|\sor\s/i.test(text)) return sql`websearch_to_tsquery('english', ${text.slice(0, 200)})`;
  return sql`to_tsquery('english', ${words.map((w) => `${w}:*`).join(' & ')})`;
}

export const HIGHLIGHT = { start: '\u0002', stop: '\u0003' };
/** Search ranks the newest this-many matches of a channel (see searchMessages). */
export const SEARCH_WINDOW = 500;
const rankOf = (vector: SQL, q: SQL) => sql`(ts_rank(${vector}, ${q}) * 1000000)::int`;

/**
 * Search's SQL (null when the text has no words), best match first (rank, then newest), `pageSize + 1` rows.
 * Exported for the bench's EXPLAIN (ANALYZE, BUFFERS) (scripts/explain-chat.ts).
 */
export function searchQuery(
  projectId: string,
  channelId: string,
  search: string,
  page: { pageSize: number; pageToken?: string | undefined },
): SQL | null {
  const q = tsQuery(search);
  if (!q) return null;
  const cursor = decodePageToken(page.pageToken, 2);
  // Ranked among the newest SEARCH_WINDOW matches: a common word matches a large share of a busy channel, and
  // ranking them all would read every one; the newest matches are found from the end of the seq index (frequent
  // words) or the GIN index (rare ones), whichever the planner expects to be cheaper. Headlines only for the page.
  const ranked = sql`
    WITH candidates AS (
      SELECT m.id, m.seq, m.search FROM chat_messages m
      WHERE m.project_id = ${projectId} AND m.channel_id = ${channelId} AND m.search @@ ${q} AND m.deleted_at IS NULL
      ORDER BY m.seq DESC LIMIT ${SEARCH_WINDOW}),
    hits AS (
      SELECT c.id, c.seq, ${rankOf(sql`c.search`, q)} AS rank FROM candidates c
      ${cursor ? sql`WHERE (${rankOf(sql`c.search`, q)}, c.seq) < (${cursor[0]}, ${cursor[1]})` : sql``}
      ORDER BY rank DESC, c.seq DESC LIMIT ${page.pageSize + 1})
    SELECT ${messageColumns}, hits.rank,
      ts_headline('english', m.text, ${q}, ${`StartSel=${HIGHLIGHT.start}, StopSel=${HIGHLIGHT.stop}, MaxWords=30, MinWords=10, MaxFragments=2`}) AS headline
    FROM hits JOIN chat_messages m ON m.project_id = ${projectId} AND m.id = hits.id`;
  return withAuthorsAndReactions(projectId, ranked, sql`page.rank DESC, page.seq DESC`);
}

/** Best match first (rank, then newest); pageToken holds the last (rank, seq). */
export async function searchMessages(
  db: Tx,
  projectId: string,
  channelId: string,
  search: string,
  page: { pageSize: number; pageToken?: string | undefined },
) {
  const query = searchQuery(projectId, channelId, search, page);
  if (!query) return { items: [] as (MessageRow & { rank: number; headline: string })[], nextPageToken: null };
  const rows = await db.execute<Raw>(query);
  const all = rows.rows.map((x) => ({ ...messageOf(x), rank: Number(x.rank), headline: x.headline as string }));
  const more = all.length > page.pageSize;
  const items = all.slice(0, page.pageSize);
  const last = items.at(-1);
  return { items, nextPageToken: more && last ? encodePageToken([last.rank, last.seq]) : null };
}

/** Lock the channel row (messages are numbered under it) and return its last seq. */
export async function lockChannel(db: Tx, projectId: string, channelId: string): Promise<number> {
  const r = await db.execute<{ last_seq: number }>(
    sql`SELECT last_seq FROM chat_channels WHERE project_id = ${projectId} AND id = ${channelId} FOR UPDATE`,
  );
  return Number(r.rows[0]!.last_seq);
}

export async function insertMessage(
  db: Tx,
  m: {
    projectId: string;
    channelId: string;
    seq: number;
    authorId: string;
    text: string;
    mentions: string[];
    attachments: ChatAttachmentRecord[];
    clientKey: string | null;
  },
) {
  const id = newId('msg');
  await db.execute(sql`
    UPDATE chat_channels SET last_seq = ${m.seq}, last_message_at = now() WHERE project_id = ${m.projectId} AND id = ${m.channelId}`);
  await db.execute(sql`
    INSERT INTO chat_messages (project_id, id, channel_id, seq, author_id, text, mentions, attachments, client_key)
    VALUES (${m.projectId}, ${id}, ${m.channelId}, ${m.seq}, ${m.authorId}, ${m.text}, ${toArray(m.mentions)},
      ${JSON.stringify(m.attachments)}::jsonb, ${m.clientKey})`);
  await writeMentions(db, m.projectId, m.channelId, m.seq, id, m.mentions);
  return id;
}

const toArray = (ids: string[]) => sql`${`{${ids.map((a) => `"${a}"`).join(',')}}`}::text[]`;

async function writeMentions(db: Tx, projectId: string, channelId: string, seq: number, messageId: string, userIds: string[]) {
  if (!userIds.length) return;
  const values = userIds.map((u) => sql`(${projectId}, ${u}, ${channelId}, ${seq}, ${messageId})`);
  await db.execute(sql`INSERT INTO chat_mentions (project_id, user_id, channel_id, seq, message_id) VALUES ${sql.join(values, sql`, `)}
    ON CONFLICT DO NOTHING`);
}

export async function editMessage(db: Tx, msg: MessageRow, byId: string, text: string, mentions: string[]) {
  await db.execute(sql`INSERT INTO chat_message_edits (project_id, id, message_id, kind, text, by_id)
    VALUES (${msg.projectId}, ${newId('cme')}, ${msg.id}, 'edit', ${msg.text}, ${byId})`);
  await db.execute(sql`UPDATE chat_messages SET text = ${text}, mentions = ${toArray(mentions)}, edited_at = now()
    WHERE project_id = ${msg.projectId} AND id = ${msg.id}`);
  await db.execute(sql`DELETE FROM chat_mentions WHERE project_id = ${msg.projectId} AND message_id = ${msg.id}`);
  await writeMentions(db, msg.projectId, msg.channelId, msg.seq, msg.id, mentions);
}

/** Soft delete: the text moves to the history, the message stays as "message deleted". */
export async function softDeleteMessage(db: Tx, msg: MessageRow, byId: string) {
  await db.execute(sql`INSERT INTO chat_message_edits (project_id, id, message_id, kind, text, by_id)
    VALUES (${msg.projectId}, ${newId('cme')}, ${msg.id}, 'delete', ${msg.text}, ${byId})`);
  await db.execute(sql`UPDATE chat_messages SET text = '', mentions = '{}', deleted_at = now()
    WHERE project_id = ${msg.projectId} AND id = ${msg.id}`);
  await db.execute(sql`DELETE FROM chat_mentions WHERE project_id = ${msg.projectId} AND message_id = ${msg.id}`);
  await db.execute(sql`DELETE FROM chat_reactions WHERE project_id = ${msg.projectId} AND message_id = ${msg.id}`);
}

export async function messageHistory(db: Tx, projectId: string, messageId: string) {
  const r = await db.execute<{ kind: 'edit' | 'delete'; text: string; by_id: string | null; at: unknown }>(sql`
    SELECT kind, text, by_id, at FROM chat_message_edits WHERE project_id = ${projectId} AND message_id = ${messageId} ORDER BY at, id`);
  return r.rows.map((x) => ({ kind: x.kind, text: x.text, by: x.by_id, at: iso(x.at)! }));
}

export async function addReaction(db: Tx, projectId: string, messageId: string, userId: string, emoji: string) {
  const r = await db.execute(sql`INSERT INTO chat_reactions (project_id, message_id, emoji, user_id)
    VALUES (${projectId}, ${messageId}, ${emoji}, ${userId}) ON CONFLICT DO NOTHING RETURNING emoji`);
  return r.rows.length > 0;
}

export async function removeReaction(db: Tx, projectId: string, messageId: string, userId: string, emoji: string) {
  const r = await db.execute(sql`DELETE FROM chat_reactions
    WHERE project_id = ${projectId} AND message_id = ${messageId} AND emoji = ${emoji} AND user_id = ${userId} RETURNING emoji`);
  return r.rows.length > 0;
}

/** Advance (never move back) a member's read position; returns the new seq, or null when not a member. */
export async function markRead(db: Tx, projectId: string, channelId: string, userId: string, seq: number) {
  const r = await db.execute<{ last_read_seq: number }>(sql`
    UPDATE chat_channel_users SET last_read_seq = greatest(last_read_seq, ${seq}), updated_at = now()
    WHERE project_id = ${projectId} AND channel_id = ${channelId} AND user_id = ${userId} RETURNING last_read_seq`);
  return r.rows[0] ? Number(r.rows[0].last_read_seq) : null;
}

export interface ChannelCounts {
  channel: string;
  project: string;
  unread: number;
  mentions: number;
  lastReadMessageId: string | null;
  lastMessageAt: string | null;
  muted: boolean;
}

/**
 * Unread (others' live messages after the read position, counted up to CHAT_UNREAD_CAP) and mentions per
 * channel the user belongs to; a channel read to its end costs no count at all.
 */
export async function channelCounts(db: Tx, userId: string, f: { projectId?: string | undefined; channels?: string[] | undefined }) {
  const where: SQL[] = [sql`s.user_id = ${userId}`, sql`c.archived_at IS NULL`];
  if (f.projectId) where.push(sql`s.project_id = ${f.projectId}`);
  else where.push(sql`s.project_id IN (SELECT project_id FROM project_members WHERE user_id = ${userId})`);
  if (f.channels) {
    if (!f.channels.length) return [];
    where.push(
      sql`s.channel_id IN (${sql.join(
        f.channels.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  }
  const r = await db.execute<Raw>(sql`
    SELECT s.project_id, s.channel_id, c.last_message_at, (s.muted_until IS NOT NULL AND s.muted_until > now()) AS muted,
      CASE WHEN c.last_seq <= s.last_read_seq THEN 0 ELSE (SELECT count(*) FROM (
        SELECT 1 FROM chat_messages m WHERE m.project_id = s.project_id AND m.channel_id = s.channel_id AND m.seq > s.last_read_seq
          AND m.deleted_at IS NULL AND m.author_id IS DISTINCT FROM s.user_id LIMIT ${CHAT_UNREAD_CAP}) x) END AS unread,
      CASE WHEN c.last_seq <= s.last_read_seq THEN 0 ELSE (SELECT count(*) FROM chat_mentions mm
        WHERE mm.project_id = s.project_id AND mm.user_id = s.user_id AND mm.channel_id = s.channel_id AND mm.seq > s.last_read_seq) END AS mentions,
      (SELECT lm.id FROM chat_messages lm WHERE lm.project_id = s.project_id AND lm.channel_id = s.channel_id AND lm.seq = s.last_read_seq) AS last_read
    FROM chat_channel_users s JOIN chat_channels c ON c.project_id = s.project_id AND c.id = s.channel_id
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY c.last_message_at DESC NULLS LAST, s.channel_id LIMIT 1000`);
  return r.rows.map(
    (x): ChannelCounts => ({
      channel: x.channel_id as string,
      project: x.project_id as string,
      unread: Number(x.unread),
      mentions: Number(x.mentions),
      lastReadMessageId: (x.last_read as string | null) ?? null,
      lastMessageAt: iso(x.last_message_at),
      muted: Boolean(x.muted),
    }),
  );
}
