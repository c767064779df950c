/** Channel handlers: POST/GET /v1/chat/channels, GET/PATCH/DELETE /v1/chat/channels/{channel}. */
import type { RouteHandler } from '@hono/zod-openapi';
import { currentUser } from '../../../lib/auth/middleware.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { pageChannels } from '../channels.repo.ts';
import { toChannelDto } from '../chat.dto.ts';
import type { createChannelRoute, deleteChannelRoute, getChannelRoute, listChannelsRoute, updateChannelRoute } from '../chat.routes.ts';
import { actorOf, createChannel as create, deleteChannel as remove, requireChannel, updateChannel as update } from '../chat.service.ts';

export const createChannel: RouteHandler<typeof createChannelRoute, AppEnv> = async (c) => {
  const actor = actorOf(c.get('access'));
  const db = c.get('deps').database.db;
  const { channel, created } = await db.transaction((tx) => create(tx, actor, c.req.valid('json')));
  return c.json(toChannelDto(channel), created ? 201 : 200);
};

export const listChannels: RouteHandler<typeof listChannelsRoute, AppEnv> = async (c) => {
  const { project, type, member, search, pageSize, pageToken } = c.req.valid('query');
  const userId = currentUser(c).userId;
  const page = await pageChannels(
    c.get('deps').database.db,
    userId,
    { projectId: project, type, member: member === undefined ? undefined : member === 'true', search },
    { pageSize, pageToken },
  );
  return c.json({ channels: page.items.map(toChannelDto), nextPageToken: page.nextPageToken }, 200);
};

export const getChannel: RouteHandler<typeof getChannelRoute, AppEnv> = async (c) => {
  const ch = await requireChannel(c.get('deps').database.db, actorOf(c.get('access')), c.req.valid('param').channel);
  return c.json(toChannelDto(ch), 200);
};

export const updateChannel: RouteHandler<typeof updateChannelRoute, AppEnv> = async (c) => {
  const actor = actorOf(c.get('access'));
  const { channel } = c.req.valid('param');
  const db = c.get('deps').database.db;
  await db.transaction((tx) => update(tx, actor, channel, c.req.valid('json')));
  return c.json(toChannelDto(await requireChannel(db, actor, channel)), 200);
};

export const deleteChannel: RouteHandler<typeof deleteChannelRoute, AppEnv> = async (c) => {
  const actor = actorOf(c.get('access'));
  await c.get('deps').database.db.transaction((tx) => remove(tx, actor, c.req.valid('param').channel));
  return c.json({ ok: true as const }, 200);
};
