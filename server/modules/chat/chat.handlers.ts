/**
 * Chat (issue 18) under /v1/chat: contracts in chat.routes.ts, writes with their events and notifications in
 * chat.service.ts, queries in channels.repo.ts / messages.repo.ts, one handler per operation in handlers/,
 * and the live stream in chat-stream.ts. Static paths (…/messages/search) come before …/messages/{message}.
 */
import { createRouter } from '../../lib/openapi.ts';
import { chatStreamRouter } from './chat-stream.ts';
import * as r from './chat.routes.ts';
import {
  addChannelUsers,
  getChannelUser,
  listChannelUsers,
  removeChannelUsers,
  updateChannelUserSubscription,
} from './handlers/channel-users.ts';
import { createChannel, deleteChannel, getChannel, listChannels, updateChannel } from './handlers/channels.ts';
import {
  addReaction,
  createMessage,
  deleteMessage,
  downloadAttachment,
  getMessage,
  listMessages,
  removeReaction,
  searchMessages,
  updateMessage,
} from './handlers/messages.ts';
import { getChatUser, getUserMessagesMetadata, readMessages, updateChatSubscription } from './handlers/users.ts';

export const chatRouter = createRouter();
chatRouter.openapi(r.createChannelRoute, createChannel);
chatRouter.openapi(r.listChannelsRoute, listChannels);
chatRouter.openapi(r.getChannelRoute, getChannel);
chatRouter.openapi(r.updateChannelRoute, updateChannel);
chatRouter.openapi(r.deleteChannelRoute, deleteChannel);
chatRouter.openapi(r.listChannelUsersRoute, listChannelUsers);
chatRouter.openapi(r.addChannelUsersRoute, addChannelUsers);
chatRouter.openapi(r.removeChannelUsersRoute, removeChannelUsers);
chatRouter.openapi(r.getChannelUserRoute, getChannelUser);
chatRouter.openapi(r.updateChannelUserSubscriptionRoute, updateChannelUserSubscription);
chatRouter.openapi(r.createMessageRoute, createMessage);
chatRouter.openapi(r.listMessagesRoute, listMessages);
chatRouter.openapi(r.searchMessagesRoute, searchMessages);
chatRouter.openapi(r.getMessageRoute, getMessage);
chatRouter.openapi(r.updateMessageRoute, updateMessage);
chatRouter.openapi(r.deleteMessageRoute, deleteMessage);
chatRouter.openapi(r.addReactionRoute, addReaction);
chatRouter.openapi(r.removeReactionRoute, removeReaction);
chatRouter.openapi(r.downloadAttachmentRoute, downloadAttachment);
chatRouter.openapi(r.getChatUserRoute, getChatUser);
chatRouter.openapi(r.getUserMessagesMetadataRoute, getUserMessagesMetadata);
chatRouter.openapi(r.readMessagesRoute, readMessages);
chatRouter.openapi(r.updateChatSubscriptionRoute, updateChatSubscription);
chatRouter.route('/', chatStreamRouter);
