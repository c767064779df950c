/** Channel users: GET/POST/DELETE /v1/chat/channels/{channel}/users, GET/PATCH …/users/{user}. */
import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { forbidden, notFound } from '../../../lib/errors.ts';
import { findChannelUser, pageChannelUsers, updateSubscription } from '../channels.repo.ts';
import { toChannelUserDto } from '../chat.dto.ts';
import type {
  addChannelUsersRoute,
  getChannelUserRoute,
  listChannelUsersRoute,
  removeChannelUsersRoute,
  updateChannelUserSubscriptionRoute,
} from '../chat.routes.ts';
import { actorOf, addChannelUsers as add, removeChannelUsers as remove, requireChannel } from '../chat.service.ts';

export const listChannelUsers: RouteHandler<typeof listChannelUsersRoute, AppEnv> = async (c) => {
  const actor = actorOf(c.get('access'));
  const { channel } = c.req.valid('param');
  const { includeSubscription, pageSize, pageToken } = c.req.valid('query');
  const db = c.get('deps').database.db;
  await requireChannel(db, actor, channel);
  const page = await pageChannelUsers(db, actor.projectId, channel, { pageSize, pageToken });
  return c.json(
    { users: page.items.map((u) => toChannelUserDto(u, includeSubscription === 'true')), nextPageToken: page.nextPageToken },
    200,
  );
};

/** The members after a change: the first page (as GET …/users answers). */
async function membersNow(c: Parameters<RouteHandler<typeof addChannelUsersRoute, AppEnv>>[0], channel: string) {
  const page = await pageChannelUsers(c.get('deps').database.db, c.get('access').projectId, channel, { pageSize: 100 });
  return { users: page.items.map((u) => toChannelUserDto(u, false)), nextPageToken: page.nextPageToken };
}

export const addChannelUsers: RouteHandler<typeof addChannelUsersRoute, AppEnv> = async (c) => {
  const actor = actorOf(c.get('access'));
  const { channel } = c.req.valid('param');
  await c.get('deps').database.db.transaction((tx) => add(tx, actor, channel, c.req.valid('json').users));
  return c.json(await membersNow(c, channel), 200);
};

export const removeChannelUsers: RouteHandler<typeof removeChannelUsersRoute, AppEnv> = async (c) => {
  const actor = actorOf(c.get('access'));
  const { channel } = c.req.valid('param');
  await c.get('deps').database.db.transaction((tx) => remove(tx, actor, channel, c.req.valid('json').users));
  const ch = await requireChannel(c.get('deps').database.db, actor, channel).catch(() => null);
  return c.json(ch ? await membersNow(c, channel) : { users: [], nextPageToken: null }, 200);
};

export const getChannelUser: RouteHandler<typeof getChannelUserRoute, AppEnv> = async (c) => {
  const actor = actorOf(c.get('access'));
  const { channel, user } = c.req.valid('param');
  const db = c.get('deps').database.db;
  await requireChannel(db, actor, channel);
  const found = await findChannelUser(db, actor.projectId, channel, user === 'me' ? actor.userId : user);
  if (!found) throw notFound('Channel user', CODES.CHAT_USER_NOT_FOUND);
  return c.json(toChannelUserDto(found, true), 200);
};

export const updateChannelUserSubscription: RouteHandler<typeof updateChannelUserSubscriptionRoute, AppEnv> = async (c) => {
  const actor = actorOf(c.get('access'));
  const { channel, user } = c.req.valid('param');
  const db = c.get('deps').database.db;
  await requireChannel(db, actor, channel);
  const userId = user === 'me' ? actor.userId : user;
  if (userId !== actor.userId) throw forbidden('You can only change your own subscription.', CODES.FORBIDDEN);
  const found = await findChannelUser(db, actor.projectId, channel, userId);
  if (!found) throw notFound('Channel user', CODES.CHAT_USER_NOT_FOUND);
  await updateSubscription(db, actor.projectId, found.subscription.id, c.req.valid('json'));
  return c.json(toChannelUserDto((await findChannelUser(db, actor.projectId, channel, userId))!, true), 200);
};
