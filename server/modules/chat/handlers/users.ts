/** Chat users: GET /v1/chat/users/{user}, POST …/messages/metadata, POST …/messages/read, PATCH …/subscriptions/{subscription}. */
import type { RouteHandler } from '@hono/zod-openapi';
import { currentUser } from '../../../lib/auth/middleware.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { forbidden, notFound } from '../../../lib/errors.ts';
import { findSubscription, subscriptionCount as countSubscriptions, updateSubscription, visibleUser } from '../channels.repo.ts';
import { toSubscriptionDto } from '../chat.dto.ts';
import type { getChatUserRoute, getUserMessagesMetadataRoute, readMessagesRoute, updateChatSubscriptionRoute } from '../chat.routes.ts';
import { actorOf, readUpTo } from '../chat.service.ts';
import { channelCounts } from '../messages.repo.ts';

/** `{user}` is the caller (or `me`): read state and subscriptions are one's own. */
function self(param: string, callerId: string) {
  const id = param === 'me' ? callerId : param;
  if (id !== callerId) throw forbidden('You can only read and change your own chat state.', CODES.FORBIDDEN);
  return id;
}

export const getChatUser: RouteHandler<typeof getChatUserRoute, AppEnv> = async (c) => {
  const callerId = currentUser(c).userId;
  const param = c.req.valid('param').user;
  const id = param === 'me' ? callerId : param;
  const db = c.get('deps').database.db;
  const u = await visibleUser(db, callerId, id);
  if (!u) throw notFound('User', CODES.CHAT_USER_NOT_FOUND);
  const subscriptionCount = id === callerId ? await countSubscriptions(db, id) : 0;
  return c.json({ ...u, subscriptionCount }, 200);
};

export const getUserMessagesMetadata: RouteHandler<typeof getUserMessagesMetadataRoute, AppEnv> = async (c) => {
  const callerId = currentUser(c).userId;
  const userId = self(c.req.valid('param').user, callerId);
  const body = c.req.valid('json');
  const channels = await channelCounts(c.get('deps').database.db, userId, { projectId: body.project, channels: body.channels });
  const live = channels.filter((x) => !x.muted);
  return c.json({ channels, unread: live.reduce((n, x) => n + x.unread, 0), mentions: channels.reduce((n, x) => n + x.mentions, 0) }, 200);
};

export const readMessages: RouteHandler<typeof readMessagesRoute, AppEnv> = async (c) => {
  const actor = actorOf(c.get('access'));
  self(c.req.valid('param').user, actor.userId);
  const body = c.req.valid('json');
  const db = c.get('deps').database.db;
  await db.transaction((tx) => readUpTo(tx, actor, body.channel, body.message));
  const [counts] = await channelCounts(db, actor.userId, { projectId: actor.projectId, channels: [body.channel] });
  return c.json(
    counts ?? {
      channel: body.channel,
      project: actor.projectId,
      unread: 0,
      mentions: 0,
      lastReadMessageId: null,
      lastMessageAt: null,
      muted: false,
    },
    200,
  );
};

export const updateChatSubscription: RouteHandler<typeof updateChatSubscriptionRoute, AppEnv> = async (c) => {
  const callerId = currentUser(c).userId;
  const { user, subscription } = c.req.valid('param');
  const userId = self(user, callerId);
  const db = c.get('deps').database.db;
  const found = await findSubscription(db, subscription, userId);
  if (!found) throw notFound('Subscription', CODES.CHAT_SUBSCRIPTION_NOT_FOUND);
  await updateSubscription(db, found.projectId, found.id, c.req.valid('json'));
  return c.json(toSubscriptionDto((await findSubscription(db, subscription, userId))!), 200);
};
