/**
 * Chat (spec 001 §3 "Chat", issue 18): channels, channel users (membership + subscription + read state),
 * messages with their edit history, reactions and mentions, and the event log behind the real-time stream.
 * Tenant tables: every key starts with project_id. Designed for 1,000,000 messages per channel:
 * - each channel hands out a gapless per-channel `seq` under its row lock (`last_seq`), so paging by
 *   (project_id, channel_id, seq) is stable under concurrent inserts from several processes;
 * - search is a generated tsvector behind a GIN index that also holds (project_id, channel_id) (btree_gin);
 * - the event log numbers events per project (`chat_event_counters`) in commit order, so a stream that
 *   resumes from its last event id replays exactly what it missed. See docs/decisions/chat.md.
 */
import { sql } from 'drizzle-orm';
import { bigint, customType, foreignKey, index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChatAttachmentRecord, ChatChannelType, ChatNotificationLevel } from '../../../common/chat.ts';
import { ts } from './columns.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const project = () =>
  text()
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

export const chatChannels = pgTable(
  'chat_channels',
  {
    projectId: project(),
    id: text().notNull(),
    type: text().$type<ChatChannelType>().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** The storefront enquiry this channel belongs to (at most one channel per enquiry). */
    enquiryId: text(),
    /** A direct conversation's sorted member ids (one conversation per set of people). */
    directKey: text(),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    /** The last message's seq: a new message takes last_seq + 1 under this row's lock. */
    lastSeq: bigint({ mode: 'number' }).notNull().default(0),
    lastMessageAt: ts(),
    archivedAt: ts(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.id] }),
    uniqueIndex('chat_channels_enquiry_idx').on(t.projectId, t.enquiryId),
    uniqueIndex('chat_channels_direct_idx').on(t.projectId, t.directKey),
    index('chat_channels_activity_idx').on(t.projectId, t.lastMessageAt.desc().nullsLast(), t.id),
  ],
);

export const chatChannelUsers = pgTable(
  'chat_channel_users',
  {
    projectId: project(),
    /** The subscription id (PATCH /v1/chat/users/{user}/subscriptions/{subscription}). */
    id: text().notNull(),
    channelId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** owner (may change the channel and its members) or member. */
    role: text().$type<'owner' | 'member'>().notNull().default('member'),
    notificationLevel: text().$type<ChatNotificationLevel>().notNull().default('all'),
    mutedUntil: ts(),
    /** The seq of the last message this user has read in the channel. */
    lastReadSeq: bigint({ mode: 'number' }).notNull().default(0),
    joinedAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.id] }),
    uniqueIndex('chat_channel_users_member_idx').on(t.projectId, t.channelId, t.userId),
    index('chat_channel_users_user_idx').on(t.userId, t.projectId),
    foreignKey({ columns: [t.projectId, t.channelId], foreignColumns: [chatChannels.projectId, chatChannels.id] }).onDelete('cascade'),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    projectId: project(),
    id: text().notNull(),
    channelId: text().notNull(),
    seq: bigint({ mode: 'number' }).notNull(),
    authorId: text().references(() => users.id, { onDelete: 'set null' }),
    /** Markdown subset as written (links, code, bold, italic); '' once deleted (the text moves to the history). */
    text: text().notNull(),
    /** Ids of the project members @mentioned. */
    mentions: text().array().notNull().default(sql`'{}'::text[]`),
    /** The sender's idempotency key: a retried send returns the first message. */
    clientKey: text(),
    /**
     * Drive files sent with the message, in order: `{ file, name, contentType, size }` as they were when sent
     * (the drive owns the bytes; docs/decisions/chat.md "Attachments"). Read with the row: no join per page.
     */
    attachments: jsonb().$type<ChatAttachmentRecord[]>().notNull().default([]),
    editedAt: ts(),
    deletedAt: ts(),
    createdAt: ts().notNull().defaultNow(),
    search: tsvector().generatedAlwaysAs(sql`to_tsvector('english', text)`),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.id] }),
    uniqueIndex('chat_messages_seq_idx').on(t.projectId, t.channelId, t.seq),
    uniqueIndex('chat_messages_client_key_idx').on(t.projectId, t.channelId, t.clientKey),
    foreignKey({ columns: [t.projectId, t.channelId], foreignColumns: [chatChannels.projectId, chatChannels.id] }).onDelete('cascade'),
  ],
);

/** Earlier texts of edited and deleted messages (newest last). */
export const chatMessageEdits = pgTable(
  'chat_message_edits',
  {
    projectId: project(),
    id: text().notNull(),
    messageId: text().notNull(),
    kind: text().$type<'edit' | 'delete'>().notNull(),
    text: text().notNull(),
    byId: text().references(() => users.id, { onDelete: 'set null' }),
    at: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.id] }),
    index('chat_message_edits_message_idx').on(t.projectId, t.messageId, t.at),
    foreignKey({ columns: [t.projectId, t.messageId], foreignColumns: [chatMessages.projectId, chatMessages.id] }).onDelete('cascade'),
  ],
);

export const chatReactions = pgTable(
  'chat_reactions',
  {
    projectId: project(),
    messageId: text().notNull(),
    emoji: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.messageId, t.emoji, t.userId] }),
    foreignKey({ columns: [t.projectId, t.messageId], foreignColumns: [chatMessages.projectId, chatMessages.id] }).onDelete('cascade'),
  ],
);

/** One row per (mentioned user, message): the mention counts of `metadata`. */
export const chatMentions = pgTable(
  'chat_mentions',
  {
    projectId: project(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channelId: text().notNull(),
    seq: bigint({ mode: 'number' }).notNull(),
    messageId: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId, t.channelId, t.seq] }),
    foreignKey({ columns: [t.projectId, t.messageId], foreignColumns: [chatMessages.projectId, chatMessages.id] }).onDelete('cascade'),
  ],
);

/** The per-project event counter: taken under its row lock, so event ids follow commit order. */
export const chatEventCounters = pgTable('chat_event_counters', {
  projectId: text()
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  seq: bigint({ mode: 'number' }).notNull().default(0),
});

/** What the stream sends, kept a day for reconnects (`Last-Event-ID`). */
export const chatEvents = pgTable(
  'chat_events',
  {
    projectId: project(),
    seq: bigint({ mode: 'number' }).notNull(),
    channelId: text(),
    type: text().notNull(),
    /** Who may receive it: null = every member of the project (public channels); else these user ids. */
    audience: text().array(),
    payload: jsonb().notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.seq] }), index('chat_events_created_idx').on(t.createdAt)],
);
