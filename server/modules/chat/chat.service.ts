/**
 * Chat writes, each in one transaction with its stream event (chat-events.ts) and — for a mention or a direct
 * message — the recipients' notifications and web pushes (server/lib/notify.ts). Privacy and ownership rules
 * are here; the handlers only read input and shape answers. Rules: docs/decisions/chat.md.
 */
import type { z } from '@hono/zod-openapi';
import type { ProjectAccess } from '../../lib/auth/project-scope.ts';
import type { Tx } from '../../db/client.ts';
import { CODES } from '../../lib/error-codes.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import { chatAttachmentFiles } from '../../lib/hooks.ts';
import { notify } from '../../lib/notify.ts';
import type { ChatAttachmentRecord } from '../../../common/chat.ts';
import { PERMISSIONS } from '../../../common/permissions.ts';
import { emitChatEvent } from './chat-events.repo.ts';
import {
  addMembers,
  type ChannelRow,
  deleteChannel as deleteChannelRow,
  insertChannel,
  memberIds,
  projectMemberIds,
  removeMembers,
  subscriptionsFor,
  updateChannel as updateChannelRow,
  userNames,
  visibleChannel,
} from './channels.repo.ts';
import { type AttachmentSigner, toMessageDto } from './chat.dto.ts';
import type { CreateChannelBody, CreateMessageBody, UpdateChannelBody } from './chat.schemas.ts';
import {
  addReaction,
  editMessage,
  findByClientKey,
  findMessage,
  insertMessage,
  lockChannel,
  type MessageRow,
  markRead,
  removeReaction,
  softDeleteMessage,
} from './messages.repo.ts';

export interface Actor {
  projectId: string;
  userId: string;
  canManage: boolean;
  /** May read the project's drive (drive.files.list): needed to send its files as attachments. */
  canReadDrive: boolean;
  /** Signs attachments' image tokens in the events a write emits (set by the message handlers). */
  sign?: AttachmentSigner | null;
}
/** The caller as chat sees them: a person (a project API key has no place in a conversation → 403). */
export function actorOf(a: ProjectAccess): Actor {
  if (!a.userId) throw forbidden('Chat is for signed-in people, not API keys.', CODES.FORBIDDEN);
  return {
    projectId: a.projectId,
    userId: a.userId,
    canManage: a.permissions.has(PERMISSIONS.chatChannelsManage),
    canReadDrive: a.permissions.has(PERMISSIONS.driveFilesList),
  };
}

/** `<@usr_…>` in a message's text names a member. */
const MENTION = /<@([a-z]{2,8}_[0-9a-z]{10,40})>/g;
export const mentionedIds = (text: string) => [...new Set([...text.matchAll(MENTION)].map((m) => m[1]!))];

/** Who hears about a channel's events: everyone in the project for public channels, else its members. */
export async function audienceOf(tx: Tx, ch: Pick<ChannelRow, 'projectId' | 'id' | 'type'>) {
  return ch.type === 'public' ? null : await memberIds(tx, ch.projectId, ch.id);
}

export async function requireChannel(tx: Tx, actor: Actor, channelId: string) {
  const ch = await visibleChannel(tx, actor.projectId, channelId, actor.userId);
  if (!ch) throw notFound('Channel', CODES.CHAT_CHANNEL_NOT_FOUND);
  return ch;
}

function requireChannelAdmin(actor: Actor, ch: ChannelRow) {
  if (actor.canManage || ch.me?.role === 'owner') return;
  throw forbidden('Only the channel owners (or chat.channels.manage) may change this channel.', CODES.CHAT_CHANNEL_ADMIN_REQUIRED);
}

async function requireProjectMembers(tx: Tx, projectId: string, ids: string[], field = 'users') {
  const found = await projectMemberIds(tx, projectId, ids);
  const missing = ids.filter((i) => !found.has(i));
  if (missing.length) throw unprocessable({ [field]: [`Not a member of this project: ${missing.join(', ')}.`] });
}

async function channelEvent(
  tx: Tx,
  ch: Pick<ChannelRow, 'projectId' | 'id' | 'type'>,
  type: 'channel.created' | 'channel.updated' | 'channel.users',
  extra: string[] = [],
) {
  const audience = await audienceOf(tx, ch);
  await emitChatEvent(tx, {
    projectId: ch.projectId,
    channelId: ch.id,
    type,
    audience: audience ? [...new Set([...audience, ...extra])] : null,
    payload: { channel: ch.id, project: ch.projectId },
  });
}

export async function createChannel(tx: Tx, actor: Actor, body: z.infer<typeof CreateChannelBody>) {
  const others = [...new Set(body.users ?? [])].filter((u) => u !== actor.userId);
  await requireProjectMembers(tx, actor.projectId, others);
  let name = body.name ?? '';
  let directKey: string | null = null;
  if (body.type === 'direct') {
    if (!others.length) throw unprocessable({ users: ['Name the people to talk to.'] });
    directKey = [actor.userId, ...others].sort().join(',');
    if (!name) {
      const names = await userNames(tx, others);
      name = others
        .map((o) => names.get(o) ?? o)
        .join(', ')
        .slice(0, 80);
    }
  } else if (!name) throw unprocessable({ name: ['Give the channel a name.'] });
  const { id, created } = await insertChannel(tx, {
    projectId: actor.projectId,
    type: body.enquiryId && body.type === 'public' ? 'private' : body.type,
    name,
    description: body.description ?? '',
    createdBy: actor.userId,
    enquiryId: body.enquiryId ?? null,
    directKey,
  });
  if (created) {
    await addMembers(tx, actor.projectId, id, [actor.userId], 'owner');
    await addMembers(tx, actor.projectId, id, others, body.type === 'direct' ? 'owner' : 'member');
    await channelEvent(tx, { projectId: actor.projectId, id, type: body.type }, 'channel.created');
  }
  const ch = await visibleChannel(tx, actor.projectId, id, actor.userId);
  if (!ch) throw notFound('Channel', CODES.CHAT_CHANNEL_NOT_FOUND); // an enquiry's channel the caller is not in
  return { channel: ch, created };
}

export async function updateChannel(tx: Tx, actor: Actor, channelId: string, body: z.infer<typeof UpdateChannelBody>) {
  const ch = await requireChannel(tx, actor, channelId);
  requireChannelAdmin(actor, ch);
  await updateChannelRow(tx, actor.projectId, channelId, body);
  await channelEvent(tx, ch, 'channel.updated');
}

export async function deleteChannel(tx: Tx, actor: Actor, channelId: string) {
  const ch = await requireChannel(tx, actor, channelId);
  requireChannelAdmin(actor, ch);
  const audience = await audienceOf(tx, ch);
  await deleteChannelRow(tx, actor.projectId, channelId);
  await emitChatEvent(tx, {
    projectId: ch.projectId,
    channelId,
    type: 'channel.deleted',
    audience,
    payload: { channel: channelId, project: ch.projectId },
  });
}

/**
 * Joining and inviting: anyone may join a public channel; members of a channel may bring in other project
 * members (direct conversations excepted: a new set of people is a new conversation); chat.channels.manage may do both.
 */
export async function addChannelUsers(tx: Tx, actor: Actor, channelId: string, users: string[]) {
  const ch = await requireChannel(tx, actor, channelId);
  const ids = [...new Set(users)];
  const onlySelf = ids.length === 1 && ids[0] === actor.userId;
  if (ch.archivedAt) throw conflict('The channel is archived.', CODES.CHAT_CHANNEL_ARCHIVED);
  if (!actor.canManage) {
    if (ch.type === 'direct') throw forbidden('Start a new conversation to talk with other people.', CODES.CHAT_CHANNEL_ADMIN_REQUIRED);
    if (!ch.me && !(onlySelf && ch.type === 'public')) throw forbidden('Join the channel before inviting others.', CODES.CHAT_NOT_A_MEMBER);
  }
  await requireProjectMembers(tx, actor.projectId, ids);
  const added = await addMembers(tx, actor.projectId, channelId, ids);
  if (added.length) await channelEvent(tx, ch, 'channel.users', added);
}

/** Leaving is always allowed; removing others needs the channel's owner role or chat.channels.manage. */
export async function removeChannelUsers(tx: Tx, actor: Actor, channelId: string, users: string[]) {
  const ch = await requireChannel(tx, actor, channelId);
  const ids = [...new Set(users)];
  if (!(ids.length === 1 && ids[0] === actor.userId)) requireChannelAdmin(actor, ch);
  const before = await audienceOf(tx, ch);
  const removed = await removeMembers(tx, actor.projectId, channelId, ids);
  if (removed.length) {
    await emitChatEvent(tx, {
      projectId: ch.projectId,
      channelId,
      type: 'channel.users',
      audience: before,
      payload: { channel: channelId, project: ch.projectId, removed },
    });
  }
}

function plain(text: string, names: Map<string, string>) {
  return text
    .replace(MENTION, (_, id: string) => `@${names.get(id) ?? 'someone'}`)
    .replace(/[*_`>#]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The drive files a message carries: each must be a ready file of this project's drive, and the sender must be
 * allowed to read the drive (else 422 on `attachments`). Their name, type and size are kept with the message.
 */
async function attachmentsOf(tx: Tx, actor: Actor, refs: { file: string }[] | undefined): Promise<ChatAttachmentRecord[]> {
  if (!refs?.length) return [];
  const ids = [...new Set(refs.map((r) => r.file))];
  if (!actor.canReadDrive) throw unprocessable({ attachments: ["You may not read this project's drive (drive.files.list)."] });
  const found = await chatAttachmentFiles.get().find(tx, actor.projectId, ids);
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw unprocessable({ attachments: [`No such file in this project's drive: ${missing.join(', ')}.`] });
  return ids.map((file) => ({ file, ...found.get(file)! }));
}

const sameFiles = (a: ChatAttachmentRecord[], b: { file: string }[] | undefined) =>
  a.map((x) => x.file).join(',') === [...new Set((b ?? []).map((x) => x.file))].join(',');

/** Post a message; the same clientKey again returns the first message (`created: false`), other text → 409. */
export async function postMessage(tx: Tx, actor: Actor, channelId: string, body: z.infer<typeof CreateMessageBody>) {
  const ch = await requireChannel(tx, actor, channelId);
  if (ch.archivedAt) throw conflict('The channel is archived.', CODES.CHAT_CHANNEL_ARCHIVED);
  const lastSeq = await lockChannel(tx, actor.projectId, channelId); // concurrent posts to the channel queue here
  if (body.clientKey) {
    const existing = await findByClientKey(tx, actor.projectId, channelId, body.clientKey);
    if (existing) {
      if (existing.text !== body.text || existing.authorId !== actor.userId || !sameFiles(existing.attachments, body.attachments))
        throw conflict('This client key was used for another message.', CODES.CHAT_CLIENT_KEY_REUSED);
      return { message: existing, created: false };
    }
  }
  const attachments = await attachmentsOf(tx, actor, body.attachments);
  if (!ch.me) await addMembers(tx, actor.projectId, channelId, [actor.userId]); // posting in a public channel joins it
  const candidates = mentionedIds(body.text);
  const members = await projectMemberIds(tx, actor.projectId, candidates);
  const channelMembers = new Set(await memberIds(tx, actor.projectId, channelId));
  const mentions = candidates.filter((id) => members.has(id) && (ch.type === 'public' || channelMembers.has(id)));
  const seq = lastSeq + 1;
  const id = await insertMessage(tx, {
    projectId: actor.projectId,
    channelId,
    seq,
    authorId: actor.userId,
    text: body.text,
    mentions,
    attachments,
    clientKey: body.clientKey ?? null,
  });
  await markRead(tx, actor.projectId, channelId, actor.userId, seq);
  const message = (await findMessage(tx, actor.projectId, channelId, id))!;
  await notifyRecipients(tx, ch, message, channelMembers);
  await emitChatEvent(tx, {
    projectId: actor.projectId,
    channelId,
    type: 'message.created',
    audience: ch.type === 'public' ? null : [...channelMembers, actor.userId],
    payload: toMessageDto(message, null, actor.sign ?? null),
  });
  return { message, created: true };
}

/**
 * A mention, or any message in a direct conversation, notifies (list + web push) each recipient whose
 * subscription allows it: level `none` or an active mute never; `mentions` only when mentioned; `all` both.
 */
async function notifyRecipients(tx: Tx, ch: ChannelRow, m: MessageRow, channelMembers: Set<string>) {
  const recipients = new Set([...m.mentions, ...(ch.type === 'direct' ? channelMembers : [])].filter((u) => u !== m.authorId));
  if (!recipients.size) return;
  const subs = await subscriptionsFor(tx, ch.projectId, ch.id, [...recipients]);
  const names = await userNames(tx, [...new Set([m.authorId ?? '', ...m.mentions])].filter(Boolean));
  const author = names.get(m.authorId ?? '') ?? 'Someone';
  for (const userId of recipients) {
    const s = subs.get(userId);
    const mentioned = m.mentions.includes(userId);
    const level = s?.level ?? 'all';
    if (level === 'none' || s?.muted) continue;
    if (level === 'mentions' && !mentioned) continue;
    await notify(
      tx,
      { userId },
      {
        title: mentioned
          ? `${author} mentioned you in ${ch.type === 'direct' ? 'a conversation' : `#${ch.name}`}`
          : `${author} sent you a message`,
        body: plain(m.text, names).slice(0, 300),
        action: `/chat?project=${encodeURIComponent(ch.projectId)}&channel=${encodeURIComponent(ch.id)}&message=${encodeURIComponent(m.id)}`,
      },
    );
  }
}

async function requireMessage(tx: Tx, actor: Actor, channelId: string, messageId: string) {
  const ch = await requireChannel(tx, actor, channelId);
  const m = await findMessage(tx, actor.projectId, channelId, messageId);
  if (!m) throw notFound('Message', CODES.CHAT_MESSAGE_NOT_FOUND);
  return { ch, m };
}

async function messageEvent(
  tx: Tx,
  actor: Actor,
  ch: ChannelRow,
  messageId: string,
  type: 'message.updated' | 'message.deleted' | 'reaction.updated',
) {
  const m = (await findMessage(tx, ch.projectId, ch.id, messageId))!;
  await emitChatEvent(tx, {
    projectId: ch.projectId,
    channelId: ch.id,
    type,
    audience: await audienceOf(tx, ch),
    payload: toMessageDto(m, null, actor.sign ?? null),
  });
  return m;
}

export async function editOwnMessage(tx: Tx, actor: Actor, channelId: string, messageId: string, text: string) {
  const { ch, m } = await requireMessage(tx, actor, channelId, messageId);
  if (m.authorId !== actor.userId) throw forbidden('You can only edit your own messages.', CODES.CHAT_MESSAGE_NOT_YOURS);
  if (m.deletedAt) throw conflict('The message was deleted.', CODES.CHAT_MESSAGE_DELETED);
  if (m.text === text) return m;
  const candidates = mentionedIds(text);
  const members = await projectMemberIds(tx, actor.projectId, candidates);
  await editMessage(
    tx,
    m,
    actor.userId,
    text,
    candidates.filter((id) => members.has(id)),
  );
  return messageEvent(tx, actor, ch, messageId, 'message.updated');
}

export async function deleteMessage(tx: Tx, actor: Actor, channelId: string, messageId: string) {
  const { ch, m } = await requireMessage(tx, actor, channelId, messageId);
  if (m.authorId !== actor.userId && !actor.canManage)
    throw forbidden('You can only delete your own messages.', CODES.CHAT_MESSAGE_NOT_YOURS);
  if (m.deletedAt) return m;
  await softDeleteMessage(tx, m, actor.userId);
  return messageEvent(tx, actor, ch, messageId, 'message.deleted');
}

export async function react(tx: Tx, actor: Actor, channelId: string, messageId: string, emoji: string, on: boolean) {
  const { ch, m } = await requireMessage(tx, actor, channelId, messageId);
  if (m.deletedAt) throw conflict('The message was deleted.', CODES.CHAT_MESSAGE_DELETED);
  const changed = on
    ? await addReaction(tx, actor.projectId, messageId, actor.userId, emoji)
    : await removeReaction(tx, actor.projectId, messageId, actor.userId, emoji);
  if (!changed) return m;
  return messageEvent(tx, actor, ch, messageId, 'reaction.updated');
}

/** Advance the caller's read position (to a message, or the end) and tell their other tabs and devices. */
export async function readUpTo(tx: Tx, actor: Actor, channelId: string, messageId: string | undefined) {
  const ch = await requireChannel(tx, actor, channelId);
  if (!ch.me) throw conflict('Join the channel to keep a read position.', CODES.CHAT_NOT_A_MEMBER);
  let seq = ch.lastSeq;
  if (messageId) {
    const m = await findMessage(tx, actor.projectId, channelId, messageId);
    if (!m) throw notFound('Message', CODES.CHAT_MESSAGE_NOT_FOUND);
    seq = m.seq;
  }
  const now = await markRead(tx, actor.projectId, channelId, actor.userId, seq);
  await emitChatEvent(tx, {
    projectId: actor.projectId,
    channelId,
    type: 'read.updated',
    audience: [actor.userId],
    payload: { channel: channelId, project: actor.projectId, user: actor.userId, lastReadSeq: now },
  });
}
