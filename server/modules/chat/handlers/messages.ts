/**
 * Messages: POST/GET …/messages, GET …/messages/search, GET/PATCH/DELETE …/messages/{message}, reactions, and
 * GET …/messages/{message}/attachments/{file} (the drive's bytes for anyone who may read the channel).
 */
import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { fieldError, notFound } from '../../../lib/errors.ts';
import { chatAttachmentFiles } from '../../../lib/hooks.ts';
import { type AttachmentSigner, toMessageDto } from '../chat.dto.ts';
import type {
  addReactionRoute,
  createMessageRoute,
  deleteMessageRoute,
  downloadAttachmentRoute,
  getMessageRoute,
  listMessagesRoute,
  removeReactionRoute,
  searchMessagesRoute,
  updateMessageRoute,
} from '../chat.routes.ts';
import { actorOf, deleteMessage as remove, editOwnMessage, postMessage, react, requireChannel } from '../chat.service.ts';
import { findMessage, messageHistory, type ReadAnchor, readPage, searchMessages as search, seqFromPageToken } from '../messages.repo.ts';

const DEFAULT_LIMIT = 50;

/** Image tokens for the attachments of the messages a request reads or writes (minted per read; they expire). */
function signer(c: Context<AppEnv>): AttachmentSigner {
  const keys = c.get('deps').keys;
  const files = chatAttachmentFiles.get();
  return (projectId, fileId) => files.imageToken(keys, projectId, fileId);
}
/** The caller as chat sees them, with the signer for the events their writes emit. */
const messageActor = (c: Context<AppEnv>) => ({ ...actorOf(c.get('access')), sign: signer(c) });

export const createMessage: RouteHandler<typeof createMessageRoute, AppEnv> = async (c) => {
  const actor = messageActor(c);
  const { channel } = c.req.valid('param');
  const body = c.req.valid('json');
  const clientKey = body.clientKey ?? c.req.header('idempotency-key');
  const { message, created } = await c
    .get('deps')
    .database.db.transaction((tx) => postMessage(tx, actor, channel, { ...body, clientKey: clientKey?.slice(0, 64) }));
  return c.json(toMessageDto(message, actor.userId, actor.sign), created ? 201 : 200);
};

export const listMessages: RouteHandler<typeof listMessagesRoute, AppEnv> = async (c) => {
  const actor = messageActor(c);
  const { channel } = c.req.valid('param');
  const q = c.req.valid('query');
  const db = c.get('deps').database.db;
  const given = (['around', 'after', 'before'] as const).filter((k) => q[k]);
  if (given.length + (q.pageToken ? 1 : 0) > 1)
    throw fieldError(given[1] ?? 'pageToken', 'Give only one of around, after, before and pageToken.');
  const kind = given[0];
  const anchor: ReadAnchor = kind
    ? { kind, messageId: q[kind]! }
    : q.pageToken
      ? { kind: 'before', seq: seqFromPageToken(q.pageToken) }
      : { kind: 'latest' };
  const read = await readPage(db, actor.projectId, channel, actor.userId, anchor, q.limit ?? q.pageSize ?? DEFAULT_LIMIT);
  if (!read) throw notFound('Channel', CODES.CHAT_CHANNEL_NOT_FOUND);
  if (!read.anchorFound) throw fieldError(kind!, 'There is no such message in this channel.');
  const page = read.page;
  return c.json({ ...page, messages: page.messages.map((m) => toMessageDto(m, actor.userId, actor.sign)) }, 200);
};

export const searchMessages: RouteHandler<typeof searchMessagesRoute, AppEnv> = async (c) => {
  const actor = messageActor(c);
  const { channel } = c.req.valid('param');
  const q = c.req.valid('query');
  const db = c.get('deps').database.db;
  await requireChannel(db, actor, channel);
  const page = await search(db, actor.projectId, channel, q.search, { pageSize: q.limit ?? q.pageSize ?? 20, pageToken: q.pageToken });
  return c.json(
    {
      messages: page.items.map((m) => ({ ...toMessageDto(m, actor.userId, actor.sign), rank: m.rank / 1_000_000, headline: m.headline })),
      nextPageToken: page.nextPageToken,
    },
    200,
  );
};

export const getMessage: RouteHandler<typeof getMessageRoute, AppEnv> = async (c) => {
  const actor = messageActor(c);
  const { channel, message } = c.req.valid('param');
  const db = c.get('deps').database.db;
  await requireChannel(db, actor, channel);
  const m = await findMessage(db, actor.projectId, channel, message);
  if (!m) throw notFound('Message', CODES.CHAT_MESSAGE_NOT_FOUND);
  return c.json({ ...toMessageDto(m, actor.userId, actor.sign), history: await messageHistory(db, actor.projectId, message) }, 200);
};

export const updateMessage: RouteHandler<typeof updateMessageRoute, AppEnv> = async (c) => {
  const actor = messageActor(c);
  const { channel, message } = c.req.valid('param');
  const m = await c.get('deps').database.db.transaction((tx) => editOwnMessage(tx, actor, channel, message, c.req.valid('json').text));
  return c.json(toMessageDto(m, actor.userId, actor.sign), 200);
};

export const deleteMessage: RouteHandler<typeof deleteMessageRoute, AppEnv> = async (c) => {
  const actor = messageActor(c);
  const { channel, message } = c.req.valid('param');
  const m = await c.get('deps').database.db.transaction((tx) => remove(tx, actor, channel, message));
  return c.json(toMessageDto(m, actor.userId, actor.sign), 200);
};

export const addReaction: RouteHandler<typeof addReactionRoute, AppEnv> = async (c) => {
  const actor = messageActor(c);
  const { channel, message } = c.req.valid('param');
  const m = await c.get('deps').database.db.transaction((tx) => react(tx, actor, channel, message, c.req.valid('json').emoji, true));
  return c.json(toMessageDto(m, actor.userId, actor.sign), 200);
};

export const removeReaction: RouteHandler<typeof removeReactionRoute, AppEnv> = async (c) => {
  const actor = messageActor(c);
  const { channel, message } = c.req.valid('param');
  const m = await c.get('deps').database.db.transaction((tx) => react(tx, actor, channel, message, c.req.valid('json').emoji, false));
  return c.json(toMessageDto(m, actor.userId, actor.sign), 200);
};

/**
 * An attachment's bytes: the channel must be readable by the caller (public, or a member: else the same 404 as
 * an unknown channel) and the file must be one of the message's attachments (a deleted message has none).
 * The drive serves it (server/lib/hooks.ts `chatAttachmentFiles`), whatever the file's own visibility.
 */
export const downloadAttachment: RouteHandler<typeof downloadAttachmentRoute, AppEnv> = async (c) => {
  const actor = actorOf(c.get('access'));
  const { channel, message, file } = c.req.valid('param');
  const db = c.get('deps').database.db;
  await requireChannel(db, actor, channel);
  const m = await findMessage(db, actor.projectId, channel, message);
  if (!m) throw notFound('Message', CODES.CHAT_MESSAGE_NOT_FOUND);
  if (m.deletedAt || !m.attachments.some((a) => a.file === file)) throw notFound('Attachment', CODES.CHAT_ATTACHMENT_NOT_FOUND);
  return chatAttachmentFiles.get().serve(c, actor.projectId, file, c.req.valid('query').disposition) as never;
};
