/** Chat contracts under /v1/chat (spec 001 §7 "Chat (/v1/chat)": 22 calls; paths, params and bodies' names as the spec). */
import { z } from '@hono/zod-openapi';
import { CHAT_CHANNEL_TYPES } from '../../../common/chat.ts';
import { PERMISSIONS } from '../../../common/permissions.ts';
import { access } from '../../lib/access.ts';
import { defineRoute, jsonBody, jsonResponse, OkSchema, pageQuery } from '../../lib/openapi.ts';
import {
  ChannelListSchema,
  ChannelParam,
  ChannelSchema,
  ChannelUserListSchema,
  ChannelUserParam,
  ChannelUserSchema,
  AttachmentParam,
  ChannelUsersBody,
  ChatUserSchema,
  ChannelMetadataSchema,
  CreateChannelBody,
  CreateMessageBody,
  MessageListSchema,
  MessageParam,
  MessageSchema,
  MessagesQuery,
  MessageWithHistorySchema,
  MetadataBody,
  MetadataSchema,
  OptionalProjectQuery,
  ProjectQuery,
  ReactionBody,
  ReadBody,
  SearchListSchema,
  SearchQuery,
  SubscriptionParam,
  SubscriptionSchema,
  tags,
  UpdateChannelBody,
  UpdateChannelUserSubscriptionBody,
  UpdateMessageBody,
  UpdateSubscriptionBody,
  UserParam,
} from './chat.schemas.ts';

export const createChannelRoute = defineRoute({
  method: 'post',
  path: '/channels',
  operationId: 'createChannel',
  access: access.project(PERMISSIONS.chatChannelsCreate),
  tags,
  summary: 'Create a channel (public, private or direct); the creator is its owner',
  request: { query: ProjectQuery, body: jsonBody(CreateChannelBody) },
  responses: {
    201: jsonResponse(ChannelSchema, 'The channel'),
    200: jsonResponse(ChannelSchema, 'The existing direct conversation with the same people'),
  },
});

export const listChannelsRoute = defineRoute({
  method: 'get',
  path: '/channels',
  operationId: 'listChannels',
  access: access.project(PERMISSIONS.chatChannelsList, { optional: true }),
  tags,
  summary:
    'Channels the caller can see (public ones and those they belong to), latest activity first; without a project, across all their projects',
  request: {
    query: OptionalProjectQuery.extend({
      type: z.enum(CHAT_CHANNEL_TYPES).optional(),
      member: z.enum(['true', 'false']).optional(),
      search: z.string().max(80).optional(),
      ...pageQuery,
    }),
  },
  responses: { 200: jsonResponse(ChannelListSchema, 'Channels') },
});

export const getChannelRoute = defineRoute({
  method: 'get',
  path: '/channels/{channel}',
  operationId: 'getChannel',
  access: access.project(PERMISSIONS.chatChannelsList),
  tags,
  summary: 'One channel (a private one only for its members)',
  request: { params: ChannelParam, query: ProjectQuery },
  responses: { 200: jsonResponse(ChannelSchema, 'The channel') },
});

export const updateChannelRoute = defineRoute({
  method: 'patch',
  path: '/channels/{channel}',
  operationId: 'updateChannel',
  access: access.project(PERMISSIONS.chatChannelsCreate),
  tags,
  summary: 'Rename, describe, archive or restore a channel (its owners, or chat.channels.manage)',
  request: { params: ChannelParam, query: ProjectQuery, body: jsonBody(UpdateChannelBody) },
  responses: { 200: jsonResponse(ChannelSchema, 'The channel') },
});

export const deleteChannelRoute = defineRoute({
  method: 'delete',
  path: '/channels/{channel}',
  operationId: 'deleteChannel',
  access: access.project(PERMISSIONS.chatChannelsCreate),
  tags,
  summary: 'Delete a channel with its messages (its owners, or chat.channels.manage)',
  request: { params: ChannelParam, query: ProjectQuery },
  responses: { 200: jsonResponse(OkSchema, 'Deleted') },
});

export const listChannelUsersRoute = defineRoute({
  method: 'get',
  path: '/channels/{channel}/users',
  operationId: 'listChannelUsers',
  access: access.project(PERMISSIONS.chatChannelsList),
  tags,
  summary: "A channel's members, by name",
  request: {
    params: ChannelParam,
    query: ProjectQuery.extend({ includeSubscription: z.enum(['true', 'false']).optional(), ...pageQuery }),
  },
  responses: { 200: jsonResponse(ChannelUserListSchema, 'Members') },
});

export const addChannelUsersRoute = defineRoute({
  method: 'post',
  path: '/channels/{channel}/users',
  operationId: 'addChannelUsers',
  access: access.project(PERMISSIONS.chatMessagesCreate),
  tags,
  summary: 'Subscribe people to a channel (yourself to a public one; others as a member of the channel)',
  request: { params: ChannelParam, query: ProjectQuery, body: jsonBody(ChannelUsersBody) },
  responses: { 200: jsonResponse(ChannelUserListSchema, 'The members now') },
});

export const removeChannelUsersRoute = defineRoute({
  method: 'delete',
  path: '/channels/{channel}/users',
  operationId: 'removeChannelUsers',
  access: access.project(PERMISSIONS.chatMessagesCreate),
  tags,
  summary: 'Unsubscribe people from a channel (yourself always; others as its owner or with chat.channels.manage)',
  request: { params: ChannelParam, query: ProjectQuery, body: jsonBody(ChannelUsersBody) },
  responses: { 200: jsonResponse(ChannelUserListSchema, 'The members now') },
});

export const getChannelUserRoute = defineRoute({
  method: 'get',
  path: '/channels/{channel}/users/{user}',
  operationId: 'getChannelUser',
  access: access.project(PERMISSIONS.chatChannelsList),
  tags,
  summary: 'One member of a channel with their subscription',
  request: { params: ChannelUserParam, query: ProjectQuery },
  responses: { 200: jsonResponse(ChannelUserSchema, 'The member') },
});

export const updateChannelUserSubscriptionRoute = defineRoute({
  method: 'patch',
  path: '/channels/{channel}/users/{user}',
  operationId: 'updateChannelUserSubscription',
  access: access.project(PERMISSIONS.chatMessagesCreate),
  tags,
  summary: 'Change your own notification level or mute for a channel',
  request: { params: ChannelUserParam, query: ProjectQuery, body: jsonBody(UpdateChannelUserSubscriptionBody) },
  responses: { 200: jsonResponse(ChannelUserSchema, 'The member') },
});

export const createMessageRoute = defineRoute({
  method: 'post',
  path: '/channels/{channel}/messages',
  operationId: 'createMessage',
  access: access.project(PERMISSIONS.chatMessagesCreate),
  tags,
  summary: 'Post a message (idempotent by clientKey); mentions and direct messages notify',
  request: { params: ChannelParam, query: ProjectQuery, body: jsonBody(CreateMessageBody) },
  responses: {
    201: jsonResponse(MessageSchema, 'The message'),
    200: jsonResponse(MessageSchema, 'The message sent before with this clientKey'),
  },
});

export const listMessagesRoute = defineRoute({
  method: 'get',
  path: '/channels/{channel}/messages',
  operationId: 'listMessages',
  access: access.project(PERMISSIONS.chatChannelsList),
  tags,
  summary: 'A page of messages, oldest first: the latest, or before, after or around a message',
  request: { params: ChannelParam, query: MessagesQuery },
  responses: { 200: jsonResponse(MessageListSchema, 'Messages') },
});

export const searchMessagesRoute = defineRoute({
  method: 'get',
  path: '/channels/{channel}/messages/search',
  operationId: 'searchMessages',
  access: access.project(PERMISSIONS.chatChannelsList),
  tags,
  summary: 'Full-text search in a channel, best match first',
  request: { params: ChannelParam, query: SearchQuery },
  responses: { 200: jsonResponse(SearchListSchema, 'Matching messages') },
});

export const getMessageRoute = defineRoute({
  method: 'get',
  path: '/channels/{channel}/messages/{message}',
  operationId: 'getMessage',
  access: access.project(PERMISSIONS.chatChannelsList),
  tags,
  summary: 'One message with its edit history',
  request: { params: MessageParam, query: ProjectQuery },
  responses: { 200: jsonResponse(MessageWithHistorySchema, 'The message') },
});

export const updateMessageRoute = defineRoute({
  method: 'patch',
  path: '/channels/{channel}/messages/{message}',
  operationId: 'updateMessage',
  access: access.project(PERMISSIONS.chatMessagesCreate),
  tags,
  summary: 'Edit your own message (marked edited; the earlier text is kept)',
  request: { params: MessageParam, query: ProjectQuery, body: jsonBody(UpdateMessageBody) },
  responses: { 200: jsonResponse(MessageSchema, 'The message') },
});

export const deleteMessageRoute = defineRoute({
  method: 'delete',
  path: '/channels/{channel}/messages/{message}',
  operationId: 'deleteMessage',
  access: access.project(PERMISSIONS.chatMessagesCreate),
  tags,
  summary: 'Delete a message (yours, or any with chat.channels.manage): it stays as "message deleted"',
  request: { params: MessageParam, query: ProjectQuery },
  responses: { 200: jsonResponse(MessageSchema, 'The deleted message') },
});

export const addReactionRoute = defineRoute({
  method: 'post',
  path: '/channels/{channel}/messages/{message}/reactions',
  operationId: 'addReaction',
  access: access.project(PERMISSIONS.chatMessagesCreate),
  tags,
  summary: 'React to a message with an emoji (once per emoji)',
  request: { params: MessageParam, query: ProjectQuery, body: jsonBody(ReactionBody) },
  responses: { 200: jsonResponse(MessageSchema, 'The message') },
});

export const removeReactionRoute = defineRoute({
  method: 'delete',
  path: '/channels/{channel}/messages/{message}/reactions',
  operationId: 'removeReaction',
  access: access.project(PERMISSIONS.chatMessagesCreate),
  tags,
  summary: 'Take your reaction back',
  request: { params: MessageParam, query: ProjectQuery, body: jsonBody(ReactionBody) },
  responses: { 200: jsonResponse(MessageSchema, 'The message') },
});

const binary = (what: string) => ({ description: what, content: { '*/*': { schema: z.string().openapi({ format: 'binary' }) } } });

export const downloadAttachmentRoute = defineRoute({
  method: 'get',
  path: '/channels/{channel}/messages/{message}/attachments/{file}',
  operationId: 'downloadMessageAttachment',
  access: access.project(PERMISSIONS.chatChannelsList),
  tags,
  summary:
    "Download a message's attachment: anyone who may read the channel, even when the drive file is private " +
    '(Range, ETag / If-None-Match, Content-Disposition); not in the channel, or not in the message: 404',
  request: {
    params: AttachmentParam,
    query: ProjectQuery.extend({ disposition: z.enum(['attachment', 'inline']).default('attachment') }),
  },
  responses: {
    200: binary('The file'),
    206: binary('One byte range of the file'),
    304: { description: 'Not modified (If-None-Match)' },
    416: { description: 'Range not satisfiable' },
  },
});

export const getChatUserRoute = defineRoute({
  method: 'get',
  path: '/users/{user}',
  operationId: 'getChatUser',
  access: access.user(),
  tags,
  summary: 'A chat user (yourself — `me` works — or someone who shares a project with you)',
  request: { params: UserParam },
  responses: { 200: jsonResponse(ChatUserSchema, 'The user') },
});

export const getUserMessagesMetadataRoute = defineRoute({
  method: 'post',
  path: '/users/{user}/messages/metadata',
  operationId: 'getUserMessagesMetadata',
  access: access.project(PERMISSIONS.chatChannelsList, { optional: true }),
  tags,
  summary: 'Your unread and mention counts per channel (one project, or all of yours)',
  request: { params: UserParam, body: jsonBody(MetadataBody) },
  responses: { 200: jsonResponse(MetadataSchema, 'Counts') },
});

export const readMessagesRoute = defineRoute({
  method: 'post',
  path: '/users/{user}/messages/read',
  operationId: 'readMessages',
  access: access.project(PERMISSIONS.chatChannelsList),
  tags,
  summary: 'Mark a channel read up to a message (never moves back)',
  request: { params: UserParam, body: jsonBody(ReadBody) },
  responses: { 200: jsonResponse(ChannelMetadataSchema, 'The channel counts now') },
});

export const updateChatSubscriptionRoute = defineRoute({
  method: 'patch',
  path: '/users/{user}/subscriptions/{subscription}',
  operationId: 'updateChatSubscription',
  access: access.user(),
  tags,
  summary: 'Change your notification level or mute for one channel subscription',
  request: { params: SubscriptionParam, body: jsonBody(UpdateSubscriptionBody) },
  responses: { 200: jsonResponse(SubscriptionSchema, 'The subscription') },
});
