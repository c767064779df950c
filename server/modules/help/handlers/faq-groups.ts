/** FAQ group handlers: list, create, get, update (rename, move), delete. */
import type { RouteHandler } from '@hono/zod-openapi';
import { PERMISSIONS } from '../../../../common/permissions.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { notFound } from '../../../lib/errors.ts';
import { deleteGroup, findGroup, insertGroup, pageGroups, toGroupDto, updateGroup } from '../faqs.repo.ts';
import type {
  createFaqGroupRoute,
  deleteFaqGroupRoute,
  getFaqGroupRoute,
  listFaqGroupsRoute,
  updateFaqGroupRoute,
} from '../faqs.routes.ts';
import { readerOf } from './reader.ts';

const reader = (c: Parameters<typeof readerOf>[0]) => readerOf(c, PERMISSIONS.faqsFaqsManage);
const db = (c: Parameters<typeof readerOf>[0]) => c.get('deps').database.db;
const missing = () => notFound('FAQ group', CODES.FAQ_GROUP_NOT_FOUND);

export const listFaqGroups: RouteHandler<typeof listFaqGroupsRoute, AppEnv> = async (c) => {
  const page = await pageGroups(db(c), await reader(c), c.req.valid('query'));
  return c.json({ faqs: page.items.map(toGroupDto), nextPageToken: page.nextPageToken }, 200);
};

export const createFaqGroup: RouteHandler<typeof createFaqGroupRoute, AppEnv> = async (c) => {
  const row = await insertGroup(db(c), await reader(c), c.req.valid('json'));
  return c.json(toGroupDto(row), 201);
};

export const getFaqGroup: RouteHandler<typeof getFaqGroupRoute, AppEnv> = async (c) => {
  const row = await findGroup(db(c), await reader(c), c.req.valid('param').faqGroupId);
  if (!row) throw missing();
  return c.json(toGroupDto(row), 200);
};

export const updateFaqGroup: RouteHandler<typeof updateFaqGroupRoute, AppEnv> = async (c) => {
  const row = await updateGroup(db(c), c.get('access').projectId, c.req.valid('param').faqGroupId, c.req.valid('json'));
  if (!row) throw missing();
  return c.json(toGroupDto(row), 200);
};

export const deleteFaqGroup: RouteHandler<typeof deleteFaqGroupRoute, AppEnv> = async (c) => {
  if (!(await deleteGroup(db(c), c.get('access').projectId, c.req.valid('param').faqGroupId))) throw missing();
  return c.json({ ok: true as const }, 200);
};
