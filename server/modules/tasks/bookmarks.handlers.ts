/** Bookmark handlers: the caller's own bookmarks and tabs (a project API key has no user: 401). */
import type { OpenAPIHono, RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { CODES } from '../../lib/error-codes.ts';
import { fieldError, notFound, unauthorized, unprocessable } from '../../lib/errors.ts';
import * as repo from './bookmarks.repo.ts';
import * as r from './bookmarks.routes.ts';

function owner(c: Context<AppEnv>) {
  const { projectId, userId } = c.get('access');
  if (!userId) throw unauthorized('Bookmarks belong to a signed-in user.');
  return { projectId, userId };
}
const db = (c: Context<AppEnv>) => c.get('deps').database.db;

async function checkTab(c: Context<AppEnv>, tabId: string | null | undefined) {
  if (tabId && !(await repo.tabExists(db(c), owner(c), tabId))) throw fieldError('tabId', 'There is no such tab.');
}

const list: RouteHandler<typeof r.listBookmarksRoute, AppEnv> = async (c) => {
  const page = await repo.pageBookmarks(db(c), owner(c), c.req.valid('query'));
  return c.json({ bookmarks: page.items.map(repo.toBookmarkDto), nextPageToken: page.nextPageToken }, 200);
};

const create: RouteHandler<typeof r.createBookmarkRoute, AppEnv> = async (c) => {
  const body = c.req.valid('json');
  await checkTab(c, body.tabId);
  const row = await db(c).transaction((tx) => repo.insertBookmark(tx, owner(c), body));
  return c.json(repo.toBookmarkDto(row), 201);
};

const update: RouteHandler<typeof r.updateBookmarkRoute, AppEnv> = async (c) => {
  const body = c.req.valid('json');
  await checkTab(c, body.tabId);
  const row = await repo.updateBookmark(db(c), owner(c), c.req.valid('param').id, body);
  if (!row) throw notFound('Bookmark', CODES.BOOKMARK_NOT_FOUND);
  return c.json(repo.toBookmarkDto(row), 200);
};

const remove: RouteHandler<typeof r.deleteBookmarkRoute, AppEnv> = async (c) => {
  const row = await repo.deleteBookmark(db(c), owner(c), c.req.valid('param').id);
  if (!row) throw notFound('Bookmark', CODES.BOOKMARK_NOT_FOUND);
  return c.json({ ok: true as const }, 200);
};

const listTabs: RouteHandler<typeof r.listBookmarkTabsRoute, AppEnv> = async (c) =>
  c.json({ tabs: (await repo.listTabs(db(c), owner(c))).map(repo.toTabDto) }, 200);

const putTabs: RouteHandler<typeof r.putBookmarkTabsRoute, AppEnv> = async (c) => {
  const { tabs } = c.req.valid('json');
  const result = await db(c).transaction((tx) => repo.putTabs(tx, owner(c), tabs));
  if ('unknown' in result)
    throw unprocessable(
      Object.fromEntries(result.unknown!.map((i) => [`tabs.${i}.id`, ['There is no such tab: send null for a new one.']])),
    );
  return c.json({ tabs: result.tabs.map(repo.toTabDto) }, 200);
};

export function registerBookmarkRoutes(router: OpenAPIHono<AppEnv>) {
  router.openapi(r.listBookmarksRoute, list);
  router.openapi(r.createBookmarkRoute, create);
  router.openapi(r.updateBookmarkRoute, update);
  router.openapi(r.deleteBookmarkRoute, remove);
  router.openapi(r.listBookmarkTabsRoute, listTabs);
  router.openapi(r.putBookmarkTabsRoute, putTabs);
}
