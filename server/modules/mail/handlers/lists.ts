/** Mailing list and segment handlers, and the audience's live count. */
import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { SegmentRules } from '../../../../common/mail.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { conflict, fieldError, notFound } from '../../../lib/errors.ts';
import { audienceWhere, countWhere, segmentWhere } from '../audience.repo.ts';
import { changeMembers, deleteList, findList, insertList, pageLists, segmentsUsing, toListDto, updateList } from '../lists.repo.ts';
import type {
  countAudienceRoute,
  createMailingListRoute,
  deleteMailingListRoute,
  getMailingListRoute,
  listMailingListsRoute,
  updateMailingListRoute,
  updateMembersRoute,
} from '../mail.routes.ts';

type C = Context<AppEnv>;
const db = (c: C) => c.get('deps').database.db;
const missing = () => notFound('Mailing list', CODES.MAILING_LIST_NOT_FOUND);

/** Rules must name existing lists, and a segment may not reach itself. */
async function checkRules(c: C, projectId: string, rules: SegmentRules, selfId?: string) {
  if (selfId && rules.lists.some((l) => l.mailingListId === selfId))
    throw fieldError('rules.lists', 'A segment cannot include or exclude itself.');
  await segmentWhere(db(c), projectId, rules, 'rules.lists');
}

export const listMailingLists: RouteHandler<typeof listMailingListsRoute, AppEnv> = async (c) => {
  const { project: _project, ...q } = c.req.valid('query');
  const page = await pageLists(db(c), c.get('access').projectId, q);
  return c.json({ mailingLists: await Promise.all(page.items.map((l) => toListDto(db(c), l))), nextPageToken: page.nextPageToken }, 200);
};

export const createMailingList: RouteHandler<typeof createMailingListRoute, AppEnv> = async (c) => {
  const projectId = c.get('access').projectId;
  const body = c.req.valid('json');
  const rules = body.type === 'segment' ? (body.rules ?? { conditions: [], lists: [] }) : null;
  if (body.type === 'static' && body.rules) throw fieldError('rules', 'Only segments have rules.');
  if (rules) await checkRules(c, projectId, rules);
  const row = await insertList(db(c), projectId, { name: body.name, description: body.description, type: body.type, rules });
  return c.json(await toListDto(db(c), row), 201);
};

export const getMailingList: RouteHandler<typeof getMailingListRoute, AppEnv> = async (c) => {
  const row = await findList(db(c), c.get('access').projectId, c.req.valid('param').mailingListId);
  if (!row) throw missing();
  return c.json(await toListDto(db(c), row), 200);
};

export const updateMailingList: RouteHandler<typeof updateMailingListRoute, AppEnv> = async (c) => {
  const projectId = c.get('access').projectId;
  const id = c.req.valid('param').mailingListId;
  const body = c.req.valid('json');
  const current = await findList(db(c), projectId, id);
  if (!current) throw missing();
  if (body.rules !== undefined && current.type !== 'segment') throw fieldError('rules', 'Only segments have rules.');
  if (body.rules) await checkRules(c, projectId, body.rules, id);
  const row = await updateList(db(c), projectId, id, {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.rules !== undefined ? { rules: body.rules ?? { conditions: [], lists: [] } } : {}),
  });
  return c.json(await toListDto(db(c), row!), 200);
};

export const deleteMailingList: RouteHandler<typeof deleteMailingListRoute, AppEnv> = async (c) => {
  const projectId = c.get('access').projectId;
  const id = c.req.valid('param').mailingListId;
  if (!(await findList(db(c), projectId, id))) throw missing();
  const users = await segmentsUsing(db(c), projectId, id);
  if (users.length) throw conflict(`Segments use this list: ${users.map((u) => u.name).join(', ')}. Change them first.`);
  await deleteList(db(c), projectId, id);
  return c.json({ ok: true as const }, 200);
};

export const updateMembers: RouteHandler<typeof updateMembersRoute, AppEnv> = async (c) => {
  const projectId = c.get('access').projectId;
  const list = await findList(db(c), projectId, c.req.valid('param').mailingListId);
  if (!list) throw missing();
  if (list.type !== 'static') throw fieldError('add', 'A segment fills itself from its rules.');
  const { add, remove } = c.req.valid('json');
  await db(c).transaction(async (tx) => {
    if (await changeMembers(tx, projectId, list.id, add, remove)) throw fieldError('add', 'Some of these subscribers do not exist.');
  });
  return c.json(await toListDto(db(c), list), 200);
};

export const countAudience: RouteHandler<typeof countAudienceRoute, AppEnv> = async (c) => {
  const projectId = c.get('access').projectId;
  return c.json({ count: await countWhere(db(c), await audienceWhere(db(c), projectId, c.req.valid('json'))) }, 200);
};
