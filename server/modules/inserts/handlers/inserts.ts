/** Insert handlers: types (list, get) and the project's inserts (list, create, get, update). No SQL here. */
import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { fieldError, notFound } from '../../../lib/errors.ts';
import {
  createInsertRow,
  findInsert,
  findInsertType,
  type InsertRow,
  type InsertTypeRow,
  insertTypesById,
  pageInserts,
  pageInsertTypes,
  updateInsertRow,
} from '../inserts.repo.ts';
import type {
  createInsertRoute,
  getInsertRoute,
  getInsertTypeRoute,
  listInsertsRoute,
  listInsertTypesRoute,
  updateInsertRoute,
} from '../inserts.routes.ts';

type C = { get: (k: 'deps') => AppEnv['Variables']['deps'] };
const db = (c: C) => c.get('deps').database.db;
const typeDto = ({ position: _p, ...t }: InsertTypeRow) => t;
const insertDto = (i: InsertRow, type: InsertTypeRow) => ({
  id: i.id,
  name: i.name,
  insertTypeId: i.insertTypeId,
  insertType: typeDto(type),
  artwork: i.artwork,
  rules: i.rules,
  active: i.active,
  createdAt: i.createdAt,
  updatedAt: i.updatedAt,
});
const missing = () => notFound('Insert', CODES.INSERT_NOT_FOUND);

async function typeOrFieldError(c: C, id: string) {
  const type = await findInsertType(db(c), id);
  if (!type) throw fieldError('insertTypeId', 'This insert type does not exist.');
  return type;
}

export const listInsertTypes: RouteHandler<typeof listInsertTypesRoute, AppEnv> = async (c) => {
  const page = await pageInsertTypes(db(c), c.req.valid('query'));
  return c.json({ insertTypes: page.items.map(typeDto), nextPageToken: page.nextPageToken }, 200);
};

export const getInsertType: RouteHandler<typeof getInsertTypeRoute, AppEnv> = async (c) => {
  const type = await findInsertType(db(c), c.req.valid('param').insertTypeId);
  if (!type) throw notFound('Insert type', CODES.INSERT_TYPE_NOT_FOUND);
  return c.json(typeDto(type), 200);
};

export const listInserts: RouteHandler<typeof listInsertsRoute, AppEnv> = async (c) => {
  const page = await pageInserts(db(c), c.get('access').projectId, c.req.valid('query'));
  const types = await insertTypesById(
    db(c),
    page.items.map((i) => i.insertTypeId),
  );
  return c.json({ inserts: page.items.map((i) => insertDto(i, types.get(i.insertTypeId)!)), nextPageToken: page.nextPageToken }, 200);
};

export const createInsert: RouteHandler<typeof createInsertRoute, AppEnv> = async (c) => {
  const body = c.req.valid('json');
  const type = await typeOrFieldError(c, body.insertTypeId);
  const row = await createInsertRow(db(c), c.get('access').projectId, body);
  return c.json(insertDto(row, type), 201);
};

export const getInsert: RouteHandler<typeof getInsertRoute, AppEnv> = async (c) => {
  const row = await findInsert(db(c), c.get('access').projectId, c.req.valid('param').insertId);
  if (!row) throw missing();
  const type = await findInsertType(db(c), row.insertTypeId);
  return c.json(insertDto(row, type!), 200);
};

export const updateInsert: RouteHandler<typeof updateInsertRoute, AppEnv> = async (c) => {
  const projectId = c.get('access').projectId;
  const { insertId } = c.req.valid('param');
  const body = c.req.valid('json');
  if (!(await findInsert(db(c), projectId, insertId))) throw missing();
  if (body.insertTypeId) await typeOrFieldError(c, body.insertTypeId);
  const set = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  const row = await updateInsertRow(db(c), projectId, insertId, set);
  if (!row) throw missing();
  return c.json(insertDto(row, (await findInsertType(db(c), row.insertTypeId))!), 200);
};
