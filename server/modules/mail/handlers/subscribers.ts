/** Subscriber handlers: list, create, get, replace (PUT), delete, CSV export. */
import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../../lib/context.ts';
import { csvHeaders, exportFilename } from '../../../lib/csv.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { fieldError, notFound } from '../../../lib/errors.ts';
import type {
  createSubscriberRoute,
  deleteSubscriberRoute,
  exportSubscribersRoute,
  getSubscriberRoute,
  listSubscribersRoute,
  updateSubscriberRoute,
} from '../mail.routes.ts';
import { subscribersCsvStream } from '../subscribers.export.ts';
import {
  deleteSubscriberRow,
  findByEmail,
  findSubscriber,
  insertSubscriber,
  pageSubscribers,
  setMemberships,
  staticListIds,
  toSubscriberDto,
  updateSubscriberRow,
} from '../subscribers.repo.ts';

type C = Context<AppEnv>;
const database = (c: C) => c.get('deps').database;
const missing = () => notFound('Subscriber', CODES.SUBSCRIBER_NOT_FOUND);

async function checkedLists(c: C, projectId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  const found = await staticListIds(database(c).db, projectId, unique);
  if (found.length !== unique.length)
    throw fieldError('mailingListIds', 'Choose existing static mailing lists (segments fill themselves).');
  return found;
}

export const listSubscribers: RouteHandler<typeof listSubscribersRoute, AppEnv> = async (c) => {
  const { project: _project, ...q } = c.req.valid('query');
  const page = await pageSubscribers(database(c).db, c.get('access').projectId, q);
  return c.json({ subscribers: page.items.map(toSubscriberDto), nextPageToken: page.nextPageToken }, 200);
};

export const createSubscriber: RouteHandler<typeof createSubscriberRoute, AppEnv> = async (c) => {
  const projectId = c.get('access').projectId;
  const { mailingListIds, consentSource, ...body } = c.req.valid('json');
  const lists = await checkedLists(c, projectId, mailingListIds);
  const id = await database(c).db.transaction(async (tx) => {
    if (await findByEmail(tx, projectId, body.email)) throw fieldError('email', 'A subscriber with this email already exists.');
    const newId = await insertSubscriber(tx, projectId, { ...body, consentSource, consentAt: new Date().toISOString() }).catch((err) => {
      if ((err as { code?: string }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505')
        throw fieldError('email', 'A subscriber with this email already exists.');
      throw err;
    });
    await setMemberships(tx, projectId, newId, lists);
    return newId;
  });
  return c.json(toSubscriberDto((await findSubscriber(database(c).db, projectId, id))!), 201);
};

export const getSubscriber: RouteHandler<typeof getSubscriberRoute, AppEnv> = async (c) => {
  const row = await findSubscriber(database(c).db, c.get('access').projectId, c.req.valid('param').subscriberId);
  if (!row) throw missing();
  return c.json(toSubscriberDto(row), 200);
};

export const updateSubscriber: RouteHandler<typeof updateSubscriberRoute, AppEnv> = async (c) => {
  const projectId = c.get('access').projectId;
  const id = c.req.valid('param').subscriberId;
  const { mailingListIds, consentSource, ...body } = c.req.valid('json');
  const current = await findSubscriber(database(c).db, projectId, id);
  if (!current) throw missing();
  const lists = await checkedLists(c, projectId, mailingListIds);
  await database(c).db.transaction(async (tx) => {
    if (body.email !== current.email && (await findByEmail(tx, projectId, body.email, id)))
      throw fieldError('email', 'A subscriber with this email already exists.');
    const consentChanged = body.status !== current.status;
    await updateSubscriberRow(tx, projectId, id, {
      ...body,
      ...(consentChanged ? { consentAt: new Date().toISOString(), consentSource: consentSource ?? 'api' } : {}),
    });
    await setMemberships(tx, projectId, id, lists);
  });
  return c.json(toSubscriberDto((await findSubscriber(database(c).db, projectId, id))!), 200);
};

export const deleteSubscriber: RouteHandler<typeof deleteSubscriberRoute, AppEnv> = async (c) => {
  if (!(await deleteSubscriberRow(database(c).db, c.get('access').projectId, c.req.valid('param').subscriberId))) throw missing();
  return c.json({ ok: true as const }, 200);
};

export const exportSubscribersHandler: RouteHandler<typeof exportSubscribersRoute, AppEnv> = async (c) => {
  const { project: _project, sortBy: _sort, ...filters } = c.req.valid('query');
  const body = await subscribersCsvStream(database(c), c.get('access').projectId, filters);
  return c.body(body, 200, csvHeaders(exportFilename('subscribers'))) as never;
};
